/** The retiree users screen's own call (spec 2 §7: the partner import reinvite, naming its programme); the rest is the invitations data layer's. */
import { retireeUsersContract } from '@console/contracts/retiree-users.contract';
import { callApi } from '../../api/api-client';
import type { SheetRow } from '../../ui/spreadsheet';

/** Reinvite Excel: the rows reinvited in the background under the retiree programme. */
export const importRetireeReinvite = (rows: SheetRow[]) =>
  callApi(retireeUsersContract.importReinvite, { body: { excelData: rows, programme: 'retiree' } });
