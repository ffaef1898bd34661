/** The Staff screen's own call; its lists, moves and saves are the registrations data layer's. */
import { staffRoutes } from '@console/contracts/registrations.routes';
import type { staffContract } from '@console/contracts/staff.contract';
import { sendCall } from '../../api/api-client';

/** GET /api/staffs/disabled answers the first page of rejected staff (docs/functions/shell-students-staff.md §7). */
export const fetchRejectedStaffFirstPage = (signal: AbortSignal) =>
  sendCall<typeof staffContract.disabledFirstPage>(staffRoutes.disabledFirstPage, { signal });
