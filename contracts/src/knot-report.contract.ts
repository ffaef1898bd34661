import { z } from 'zod';
import { defineCall } from './common/call';

export const KNOT_HINT = 'Select date From, date To and click Generate Report button';

/** An instant as the screen sends it (start of day or end of day, Z); a bare YYYY-MM-DD is taken as that UTC day. */
const instant = z
  .string()
  .trim()
  .refine(
    (v) =>
      /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) &&
      !Number.isNaN(Date.parse(v.length === 10 ? `${v}T00:00:00Z` : v)),
    'Date must be an ISO date or time.',
  );

export const knotQuery = z.object({ dateFrom: instant, dateTo: instant });
export type KnotQuery = z.infer<typeof knotQuery>;

export const knotReportContract = {
  generate: defineCall({
    method: 'GET',
    path: '/api/knot',
    flags: ['showKnotReport'],
    query: knotQuery,
    response: z.object({ status: z.boolean(), msg: z.string(), jobId: z.number() }),
  }),
} as const;
