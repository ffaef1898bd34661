import { z } from 'zod';
import { defineCall } from './common/call';
import { PALETTE_QUERY_MAX_LENGTH, paletteRoutes } from './palette.routes';

// Defined without zod beside the route; exported here too, beside the call that uses it.
export { PALETTE_QUERY_MAX_LENGTH } from './palette.routes';

/** One record the palette found, with the screen that opens it (a route with its list state in the query). */
export const paletteRecord = z.object({
  kind: z.enum(['student', 'staff', 'order', 'job', 'registration-code', 'coupon', 'giveaway', 'event']),
  /** What the operator reads first: a name, 'Order #1001'. */
  title: z.string(),
  /** What tells two alike apart: the e-mail, the order's customer. */
  detail: z.string(),
  /** Where it opens, e.g. '/students?tab=1&search=ada%40school.example&searchType=Email'. */
  href: z.string(),
  /** An event's period as ISO instants: the palette shows them in the operator's time, not raw. */
  when: z.object({ from: z.string(), to: z.string() }).optional(),
});
export type PaletteRecord = z.infer<typeof paletteRecord>;

/** Ctrl+K palette: records of the functions the operator may open. */
export const paletteContract = {
  find: defineCall({
    ...paletteRoutes.find,
    query: z.object({ q: z.string().trim().min(1, 'Type something to find.').max(PALETTE_QUERY_MAX_LENGTH) }),
    response: z.object({ records: z.array(paletteRecord) }),
  }),
};
