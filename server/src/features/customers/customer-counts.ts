import type { CappedCount } from '../../platform/capped-count';
import { insideTransaction, nowAndAfterTransaction, type DbOrTrx } from '../../platform/db';
import type { ShopId } from '../../platform/shop-id';
import type { CustomerListFilter } from './customers.repository';

/**
 * The queues' totals kept off the list page's path: counting up to COUNT_CAP rows
 * for every page cost about as much as the page. A total is counted once per filter and kept until a
 * customer changes in this process (every write of the `customers` table calls `customersChanged`) or
 * TOTAL_TTL_MS has passed, which bounds what another instance's writes take to show (docs/decisions.md).
 */
export const TOTAL_TTL_MS = 2000;

/** Filters remembered per database; past this the oldest goes (searches make new keys). */
const MAX_FILTERS = 500;

interface Counted {
  at: number;
  generation: number;
  total: Promise<CappedCount>;
}

/** Bumped by every change of customers; a total counted under another generation is not used. */
let generation = 0;

/** Per database handle: the API tests run several apps, each on its own database, in one process. */
const cached = new WeakMap<DbOrTrx, Map<string, Counted>>();

/** Drops every remembered total, now and again when the caller's transaction ends. */
export function customersChanged(): void {
  nowAndAfterTransaction(() => {
    generation += 1;
  });
}

/** A part that may be left out: empty when it is, `=` and its text when not. */
const part = (value: string | null | undefined) => (value === null || value === undefined ? '' : `=${value}`);

/** The filter's parts joined by NUL, which no request's text holds (the NUL guard refuses it). */
function filterKey(shop: ShopId, filter: CustomerListFilter): string {
  const { programme, status, storeState, search } = filter;
  // The shop first: two shops' totals under the same filter are two totals.
  return `${shop}\u0000${programme}\u0000${part(status)}\u0000${part(storeState)}\u0000${search.searchType}\u0000${search.searchValue}`;
}

/** The total `count` gives for the filter, from memory while it is current. */
export function rememberedCount(
  db: DbOrTrx,
  shop: ShopId,
  filter: CustomerListFilter,
  count: () => Promise<CappedCount>,
): Promise<CappedCount> {
  // Inside a transaction the caller may see its own uncommitted rows: never shared.
  if (insideTransaction()) return count();
  let totals = cached.get(db);
  if (!totals) cached.set(db, (totals = new Map()));
  const key = filterKey(shop, filter);
  const now = Date.now();
  const hit = totals.get(key);
  if (hit && hit.generation === generation && now - hit.at < TOTAL_TTL_MS) return hit.total;
  const entry: Counted = { at: now, generation, total: count() };
  totals.delete(key);
  if (totals.size >= MAX_FILTERS) totals.delete(totals.keys().next().value as string);
  totals.set(key, entry);
  // A failed count is not remembered: the next page counts again.
  entry.total.catch(() => {
    if (totals.get(key) === entry) totals.delete(key);
  });
  return entry.total;
}
