import { z } from 'zod';
import { defineCall } from './common/call';
import { dateRangeQuery, pagedData, pagedDateRangeQuery } from './common/date-range';

/**
 * Spec 3 §3 price log row; money in dollars. A change not yet in effect is a row with status
 * `scheduled`, dated when it will take effect, so it sorts above the applied ones.
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

/** The log export file: `pricelogreport` plus a timestamp (spec 3 §9). */
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
