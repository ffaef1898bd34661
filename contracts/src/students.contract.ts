import { z } from 'zod';
import { defineCall } from './common/call';
import { registrationCalls, studentUpdateBody } from './registrations.contract';
import { studentRoutes } from './registrations.routes';

const calls = registrationCalls(studentRoutes);

export const studentsContract = {
  list: calls.list,
  exportRows: calls.exportRows,
  upload: calls.upload,
  update: defineCall({
    ...studentRoutes.update,
    body: studentUpdateBody,
    response: z.object({ id: z.string() }),
  }),
  getDefaultDiscountLimit: defineCall({
    ...studentRoutes.getDefaultDiscountLimit,
    response: z.object({ value: z.string() }),
  }),
  setDefaultDiscountLimit: defineCall({
    ...studentRoutes.setDefaultDiscountLimit,
    body: z.object({ default_discount_limit: z.string().regex(/^\d{1,9}$/, 'Digits only.') }),
    response: z.object({ value: z.string() }),
  }),
} as const;

// Defined without zod beside the routes; exported here too, beside the calls that use it.
export { INITIAL_DEFAULT_DISCOUNT_LIMIT } from './registrations.routes';
