import {
  AMOUNT_RANGES,
  type RangesLimits,
  type Transaction,
  type TransactionFilters,
  type TransactionType,
  type TransactionsQuery,
} from '@console/contracts/credits.contract';
import { centsToDollars } from '@console/contracts/common/money';
import { parseMmDdYyyy } from '@console/contracts/common/search-text';
import type { ShopContext } from '../../app-context';
import { badRequest } from '../../platform/http-error';
import { zonedDayStart } from '../../platform/time-zone';
import { ledgerPage, pageAnswer, type LedgerFilter, type LedgerRow } from './credit-lists.repository';
import { largestAmounts, type LedgerKind } from './credits.repository';

export const KIND_LABEL: Readonly<Record<LedgerKind, TransactionType>> = {
  credit: 'Credit',
  adjustment: 'Adjustment',
  discount_code: 'Discount Code',
  order: 'Order',
  refund: 'Refund',
};
const KIND_OF = Object.fromEntries(Object.entries(KIND_LABEL).map(([kind, label]) => [label, kind])) as Record<TransactionType, LedgerKind>;

const DAY_MS = 86_400_000;

/**
 * A date bound as a client may send it: YYYY-MM-DD or MM/DD/YYYY (the whole day on the shop's clock, so an
 * end date includes its day, as every day the console shows is the shop's) or an ISO time (that instant).
 * Null when absent.
 */
export function dateBound(text: string | undefined, field: string, edge: 'start' | 'end', timeZone: string): string | null {
  if (!text) return null;
  const us = parseMmDdYyyy(text);
  const day = us ? `${us.year}-${String(us.month).padStart(2, '0')}-${String(us.day).padStart(2, '0')}` : text;
  const midnight = /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : NaN;
  // A calendar day only (no 02/30): the round trip gives the same text back.
  if (!Number.isNaN(midnight) && new Date(midnight).toISOString().startsWith(day)) {
    return zonedDayStart(edge === 'start' ? day : new Date(midnight + DAY_MS).toISOString().slice(0, 10), timeZone);
  }
  const instant = /^\d{4}-\d{2}-\d{2}T/.test(text) ? Date.parse(text) : NaN;
  if (Number.isNaN(instant)) throw badRequest(`${field} is not a valid date.`, { [field]: 'Use YYYY-MM-DD, MM/DD/YYYY or an ISO time.' });
  return new Date(edge === 'start' ? instant : instant + 1).toISOString();
}

/** The screen's filters in stored terms; a range may come under its slider name or its `rangesLimits` name. */
export function ledgerFilter(filters: TransactionFilters, timeZone: string, where: 'query' | 'body' = 'query'): LedgerFilter {
  const ranges = AMOUNT_RANGES.flatMap((r) => {
    const value = filters[r.key] ?? filters[r.limit];
    if (!value) return [];
    const [a, b] = value;
    return [{ kind: KIND_OF[r.type], min: Math.min(a, b), max: Math.max(a, b) }];
  });
  return {
    search: filters.search,
    from: dateBound(filters.startDate, `${where}.startDate`, 'start', timeZone),
    to: dateBound(filters.endDate, `${where}.endDate`, 'end', timeZone),
    customerName: filters.customerName,
    customerEmail: filters.customerEmail,
    createdByName: filters.createdByName,
    createdByEmail: filters.createdByEmail,
    ranges,
  };
}

export function toTransaction(row: LedgerRow): Transaction {
  return {
    id: row.id,
    transactionType: KIND_LABEL[row.kind],
    amount: centsToDollars(Number(row.amount_cents)),
    balanceAfter: centsToDollars(Number(row.balance_after_cents)),
    createdDate: row.created_at,
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    reference: row.reference,
    expirationDate: row.expiration_date,
    adminName: row.admin_name,
    adminEmail: row.admin_email,
  };
}

/** The slider maxima: the largest amount of each kind in the ledger, in whole dollars rounded up. */
async function rangesLimitsOf(ctx: ShopContext): Promise<RangesLimits> {
  const largest = await largestAmounts(ctx.db, ctx.shop.id);
  const dollars = (label: TransactionType) => Math.ceil((largest.get(KIND_OF[label]) ?? 0) / 100);
  return Object.fromEntries(AMOUNT_RANGES.map((r) => [r.limit, dollars(r.type)])) as RangesLimits;
}

export async function listTransactions(ctx: ShopContext, query: TransactionsQuery) {
  const [page, limits] = await Promise.all([
    ledgerPage(ctx.db, ctx.shop.id, ledgerFilter(query, ctx.shop.timeZone), query),
    rangesLimitsOf(ctx),
  ]);
  return { ...pageAnswer(page.total, query, 'transaction'), rangesLimits: limits, list: page.rows.map(toTransaction) };
}
