import type { DateRangeQuery, PagedDateRangeQuery } from '@console/contracts/common/date-range';
import { dayRangeBounds } from '@console/contracts/common/date-range';
import { centsToDollars, percentChange } from '@console/contracts/common/money';
import type { PriceLogRow } from '@console/contracts/price-log.contract';
import type { ShopContext } from '../../app-context';
import type { DbOrTrx } from '../../platform/db';
import type { ShopId } from '../../platform/shop-id';
import { badRequest } from '../../platform/http-error';
import { zonedToday } from '../../platform/time-zone';
import {
  countPriceLog,
  deleteScheduledRow,
  markRowApplied,
  priceLogPage,
  replaceScheduledRow,
  walkPriceLog,
  type LogRange,
  type PriceLogRecord,
} from './price-log.repository';

/** The price of the shop's catalogue, before any programme discount: every customer type sees it. */
export const RETAIL_CUSTOMER_TYPE = 'Retail';

export interface PriceChange {
  bulkPriceId: number;
  revision: number;
  sku: string;
  previousCents: number | null;
  currentCents: number;
  compareAtCents: number | null;
  /** Where the price came from, e.g. 'Bulk Price Import'. */
  source: string;
  /** When it takes (or took) effect. */
  at: string;
}

function values(entry: PriceChange) {
  return {
    bulk_price_id: entry.bulkPriceId,
    bulk_price_revision: entry.revision,
    sku: entry.sku,
    previous_cents: entry.previousCents,
    current_cents: entry.currentCents,
    compare_at_cents: entry.compareAtCents,
    percent_change: entry.previousCents === null ? null : percentChange(entry.previousCents, entry.currentCents),
    customer_type: RETAIL_CUSTOMER_TYPE,
    source: entry.source,
    created_at: entry.at,
  };
}

/** Shows a price that will take effect, in the caller's transaction (replacing an older revision's row). */
export function recordScheduledPrice(trx: DbOrTrx, shop: ShopId, entry: PriceChange): Promise<void> {
  return replaceScheduledRow(trx, shop, values(entry));
}

/** The price will not take effect after all (failed or withdrawn). */
export function dropScheduledPrice(trx: DbOrTrx, shop: ShopId, bulkPriceId: number): Promise<void> {
  return deleteScheduledRow(trx, shop, bulkPriceId);
}

/** The one log row of an applied price revision, in the caller's transaction; false when it was logged already. */
export function recordAppliedPrice(trx: DbOrTrx, shop: ShopId, entry: PriceChange): Promise<boolean> {
  return markRowApplied(trx, shop, values(entry));
}

function toRow(r: PriceLogRecord): PriceLogRow {
  return {
    id: String(r.id),
    DisplayDate: r.created_at,
    Sku: r.sku,
    PreviousPrice: r.previous_cents === null ? null : centsToDollars(r.previous_cents),
    CurrentPrice: centsToDollars(r.current_cents),
    PercentageChange: r.percent_change,
    CompareAtPrice: r.compare_at_cents === null ? null : centsToDollars(r.compare_at_cents),
    CustomerType: r.customer_type,
    Source: r.source,
    status: r.status,
  };
}

/**
 * docs/functions/commerce-tools.md §5: 00:00:00Z to 23:59:59Z; a day after today on the shop's clock (the screen's limit too) is refused.
 */
function logRange(query: DateRangeQuery, timeZone: string): LogRange {
  const latest = zonedToday(timeZone);
  const errors: Record<string, string> = {};
  if (query.date_from && query.date_from > latest) errors['query.date_from'] = 'Future dates are not allowed.';
  if (query.date_to && query.date_to > latest) errors['query.date_to'] = 'Future dates are not allowed.';
  if (query.date_from && query.date_to && query.date_from > query.date_to)
    errors['query.date_from'] = 'The start date is after the end date.';
  if (Object.keys(errors).length) throw badRequest('The date range is not valid.', errors);
  return dayRangeBounds(query.date_from || undefined, query.date_to || undefined);
}

export async function listPriceLog(ctx: ShopContext, query: PagedDateRangeQuery) {
  const range = logRange(query, ctx.shop.timeZone);
  const total = await countPriceLog(ctx.db, ctx.shop.id, range);
  const rows = await priceLogPage(ctx.db, ctx.shop.id, range, query.page, query.per_page);
  return {
    data: {
      results: rows.map(toRow),
      per_page: query.per_page,
      page: query.page,
      total_pages: Math.max(1, Math.ceil(total / query.per_page)),
      total,
      // The shop's own option (docs/several-shops.md): shops of one install may differ.
      employeeStore: ctx.shop.priceLogColumns,
    },
  };
}

/** Every row of the range (or all), for the Export Data modal; streamed, so memory stays flat. */
export async function* exportPriceLog(ctx: ShopContext, query: DateRangeQuery): AsyncGenerator<PriceLogRow> {
  for await (const row of walkPriceLog(ctx.db, ctx.shop.id, logRange(query, ctx.shop.timeZone))) yield toRow(row);
}
