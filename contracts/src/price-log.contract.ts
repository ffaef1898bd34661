import { z } from 'zod';
import { defineCall } from './common/call';
import { dateRangeQuery, pagedData, pagedDateRangeQuery } from './common/date-range';

/**
 * docs/functions/commerce-tools.md §3 price log row; money in dollars. The log lists changes that have taken effect (`applied`);
 * a change not yet in effect is on Bulk Price, and the list answers only how many there are (`scheduled`).
 */
export const priceLogRow = z.object({
  id: z.string(),
  DisplayDate: z.string(),
  Sku: z.string(),
  PreviousPrice: z.number().nullable(),
  CurrentPrice: z.number(),
  PercentageChange: z.number().nullable(),
  CompareAtPrice: z.number().nullable(),
  CustomerType: z.string(),
  Source: z.string(),
  status: z.enum(['applied', 'scheduled']),
});
export type PriceLogRow = z.infer<typeof priceLogRow>;

/** The log export file: `pricelogreport` plus a timestamp (docs/functions/commerce-tools.md §9). */
export const PRICE_LOG_EXPORT_PREFIX = 'pricelogreport';

export const priceLogContract = {
  list: defineCall({
    method: 'GET',
    path: '/api/pricelog/list',
    flags: ['showPriceControl'],
    query: pagedDateRangeQuery,
    response: z.object({
      data: pagedData(priceLogRow).extend({
        /** The shop is one of the employee-store shops: show CustomerType and Source. */
        employeeStore: z.boolean(),
        /** How many of the shop's prices wait for their Effective Date (listed on Bulk Price, not in this log). */
        scheduled: z.number(),
      }),
    }),
  }),
  exportRows: defineCall({
    method: 'GET',
    path: '/api/pricelog/list/export',
    flags: ['showPriceControl'],
    query: dateRangeQuery,
    response: z.object({ data: z.object({ results: z.array(priceLogRow) }) }),
  }),
} as const;
