/** The site and tool-connect users screens' own calls; their lists and saves are the invitations data layer's. */
import type { inviteUsersContract, toolConnectUsersContract } from '@console/contracts/invite-users.contract';
import { inviteUsersRoutes, toolConnectUsersRoutes } from '@console/contracts/invitations.routes';
import { sendCall } from '../../api/api-client';
import type { SheetRow } from '../../ui/spreadsheet';

/** Reinvite Excel: the rows reinvited in the background as site users. */
export const importSiteReinvite = (rows: SheetRow[]) =>
  sendCall<typeof inviteUsersContract.importReinvite>(inviteUsersRoutes.importReinvite, { body: { excelData: rows } });

/** Reinvite Excel: the rows reinvited in the background as tool-connect users. */
export const importToolConnectReinvite = (rows: SheetRow[]) =>
  sendCall<typeof toolConnectUsersContract.importReinvite>(toolConnectUsersRoutes.importReinvite, { body: { excelData: rows } });
