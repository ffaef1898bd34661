/** The partner users screen's own call; its lists and saves are the invitations data layer's. */
import { partnerUsersContract } from '@console/contracts/partner-users.contract';
import { callApi } from '../../api/api-client';
import type { SheetRow } from '../../ui/spreadsheet';

/** Reinvite Excel: the rows reinvited in the background under the partner programme. */
export const importPartnerReinvite = (rows: SheetRow[]) =>
  callApi(partnerUsersContract.importReinvite, { body: { excelData: rows, programme: 'partner' } });
