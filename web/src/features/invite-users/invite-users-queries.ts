/** The site and tool-connect users screens' own calls; their lists and saves are the invitations data layer's. */
import { inviteUsersContract, toolConnectUsersContract } from '@console/contracts/invite-users.contract';
import { callApi } from '../../api/api-client';
import type { SheetRow } from '../../ui/spreadsheet';

/** Reinvite Excel: the rows reinvited in the background as site users. */
export const importSiteReinvite = (rows: SheetRow[]) => callApi(inviteUsersContract.importReinvite, { body: { excelData: rows } });

/** Reinvite Excel: the rows reinvited in the background as tool-connect users. */
export const importToolConnectReinvite = (rows: SheetRow[]) =>
  callApi(toolConnectUsersContract.importReinvite, { body: { excelData: rows } });
