/**
 * The retiree users screen's own call (docs/functions/people-invites-events.md §7: the partner import reinvite, naming its programme); the
 * rest is the invitations data layer's.
 */
import type { retireeUsersContract } from '@console/contracts/retiree-users.contract';
import { retireeUsersRoutes } from '@console/contracts/invitations.routes';
import { sendCall } from '../../api/api-client';
import type { SheetRow } from '../../ui/spreadsheet';

/** Reinvite Excel: the rows reinvited in the background under the retiree programme. */
export const importRetireeReinvite = (rows: SheetRow[]) =>
  sendCall<typeof retireeUsersContract.importReinvite>(retireeUsersRoutes.importReinvite, {
    body: { excelData: rows, programme: 'retiree' },
  });
