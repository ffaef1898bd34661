import { z } from 'zod';
import { defineCall } from './common/call';
import { customerRow, registrationCalls, staffUpdateBody } from './registrations.contract';
import { countedPageResponse } from './common/paging';

/** The staff update and upload calls are not in the spec; they mirror the student ones (docs/decisions.md). */
const calls = registrationCalls({ list: '/api/staffs', exportPath: '/api/excelexport/staffs', upload: '/api/createstaffcustomers' });

export const staffContract = {
  list: calls.list,
  exportRows: calls.exportRows,
  upload: calls.upload,
  update: defineCall({
    method: 'PUT',
    path: '/api/staffcustomers',
    body: staffUpdateBody,
    response: z.object({ id: z.string() }),
  }),
  /** Spec 1 §7: GET /api/staffs/disabled, used for refresh; answers the first page of disabled staff. */
  disabledFirstPage: defineCall({
    method: 'GET',
    path: '/api/staffs/disabled',
    response: countedPageResponse(customerRow),
  }),
} as const;
