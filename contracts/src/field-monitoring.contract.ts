import { z } from 'zod';
import { defineCall } from './common/call';

/** docs/functions/commerce-tools.md §3 Salsify field: a product metafield (`namespace.key`) and whether it is monitored. */
export const monitoredField = z.object({ field: z.string(), active: z.boolean(), delimiter: z.string() });
export type MonitoredField = z.infer<typeof monitoredField>;

export const FIELD_ACTIVATED = 'Metafield activated for monitoring';
export const FIELD_REMOVED = 'Metafield removed from monitoring';

export const fieldMonitoringContract = {
  fields: defineCall({ method: 'GET', path: '/api/salsify/getFields', flags: ['showSalsify'], response: z.array(monitoredField) }),
  selectAll: defineCall({
    method: 'POST',
    path: '/api/salsify/selectAllFields',
    flags: ['showSalsify'],
    body: z.object({ active: z.boolean() }),
    response: z.object({ data: z.string(), count: z.number() }),
  }),
  /** Mails the report of changed fields when it is ready. */
  generateReport: defineCall({
    method: 'GET',
    path: '/api/salsify/generateReport',
    flags: ['showSalsify'],
    response: z.object({ status: z.boolean(), msg: z.string(), jobId: z.number().nullable() }),
  }),
  updateField: defineCall({
    method: 'POST',
    path: '/api/salsify/updateField',
    flags: ['showSalsify'],
    body: z.object({
      field: z.string().trim().min(1).max(200),
      active: z.boolean(),
      delimiter: z.string().max(5, 'At most 5 characters.').default(''),
    }),
    response: z.object({ data: z.string() }),
  }),
} as const;
