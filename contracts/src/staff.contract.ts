import { z } from 'zod';
import { defineCall } from './common/call';
import { customerRow, registrationCalls, staffUpdateBody } from './registrations.contract';
import { countedPageResponse } from './common/paging';

import { staffRoutes } from './registrations.routes';

/** The staff update and upload calls are not in the spec; they mirror the student ones (docs/decisions.md). */
const calls = registrationCalls(staffRoutes);

export const staffContract = {
  list: calls.list,
  exportRows: calls.exportRows,
  upload: calls.upload,
  update: defineCall({
    ...staffRoutes.update,
    body: staffUpdateBody,
    response: z.object({ id: z.string() }),
  }),
  /** docs/functions/shell-students-staff.md §7: GET /api/staffs/disabled, used for refresh; answers the first page of disabled staff. */
  disabledFirstPage: defineCall({
    ...staffRoutes.disabledFirstPage,
    response: countedPageResponse(customerRow),
  }),
} as const;
