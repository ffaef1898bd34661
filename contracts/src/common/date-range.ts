import { z } from 'zod';
import { isoDate } from './dates';

/** docs/functions/commerce-tools.md §7 `per_page, page, date_from, date_to` of the price log and coupons (page-numbered lists). */
export const PAGE_LIST_SIZE = 10;

const day = z
  .string()
  .trim()
  .transform((v) => v.slice(0, 10))
  .refine((v) => v === '' || isoDate.test(v), 'Date must be YYYY-MM-DD.');

export const dateRangeQuery = z.object({
  date_from: day.optional(),
  date_to: day.optional(),
});

export const pagedDateRangeQuery = dateRangeQuery.extend({
  per_page: z.coerce.number().int().min(1).max(100).default(PAGE_LIST_SIZE),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});
export type PagedDateRangeQuery = z.infer<typeof pagedDateRangeQuery>;
export type DateRangeQuery = z.infer<typeof dateRangeQuery>;

/** The answer of a page-numbered list: `data.results, per_page, page, total_pages`. */
export function pagedData<T extends z.ZodType>(row: T) {
  return z.object({ results: z.array(row), per_page: z.number(), page: z.number(), total_pages: z.number(), total: z.number() });
}

/** Start of day 00:00:00Z and end of day 23:59:59Z of a YYYY-MM-DD range (docs/functions/commerce-tools.md §5). */
export function dayRangeBounds(from: string | undefined, to: string | undefined): { from: string | null; to: string | null } {
  return { from: from ? `${from}T00:00:00.000Z` : null, to: to ? `${to}T23:59:59.999Z` : null };
}
