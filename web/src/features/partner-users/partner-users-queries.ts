/** The partner users screen's own call; its lists and saves are the invitations data layer's. */
import type { partnerUsersContract } from '@console/contracts/partner-users.contract';
import { partnerUsersRoutes } from '@console/contracts/invitations.routes';
import { sendCall } from '../../api/api-client';
import type { SheetRow } from '../../ui/spreadsheet';

/** Reinvite Excel: the rows reinvited in the background under the partner programme. */
export const importPartnerReinvite = (rows: SheetRow[]) =>
  sendCall<typeof partnerUsersContract.importReinvite>(partnerUsersRoutes.importReinvite, {
    body: { excelData: rows, programme: 'partner' },
  });
