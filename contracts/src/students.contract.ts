import { z } from 'zod';
import { defineCall } from './common/call';
import { registrationCalls, studentUpdateBody } from './registrations.contract';

const calls = registrationCalls({ list: '/api/students', exportPath: '/api/excelexport/students', upload: '/api/createstudentcustomers' });

export const studentsContract = {
  list: calls.list,
  exportRows: calls.exportRows,
  upload: calls.upload,
  update: defineCall({
    method: 'PUT',
    path: '/api/studentcustomers',
    body: studentUpdateBody,
    response: z.object({ id: z.string() }),
  }),
  getDefaultDiscountLimit: defineCall({
    method: 'GET',
    path: '/api/default-discount-limit',
    response: z.object({ value: z.string() }),
  }),
  setDefaultDiscountLimit: defineCall({
    method: 'POST',
    path: '/api/default-discount-limit',
    body: z.object({ default_discount_limit: z.string().regex(/^\d{1,9}$/, 'Digits only.') }),
    response: z.object({ value: z.string() }),
  }),
} as const;

/** Shown in the edit dialog until the saved default arrives (spec 1 §9). */
export const INITIAL_DEFAULT_DISCOUNT_LIMIT = '9500';
