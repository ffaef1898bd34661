import type { Insertable, Selectable } from 'kysely';
import type { BulkPriceImportResultTable, BulkPriceTable } from './bulk-price.table';
import type { DbOrTrx } from '../../platform/db';
import type { ShopId } from '../../platform/shop-id';
import { nowIso } from '../../platform/db';
import type { Cursor, KeysetBound } from '../../platform/keyset';

export type BulkPriceRecord = Selectable<BulkPriceTable>;

export const bulkPriceKey = (r: BulkPriceRecord): Cursor => ({ k: r.effective_date, i: r.id });

/**
 * Prices in (effective_date, id) order, newest day first; `skuPrefix` narrows to SKUs starting with it,
 * `status` to the prices still waiting for their day (those sit at the newest end of the order).
 */
export function bulkPriceListQuery(db: DbOrTrx, shop: ShopId, skuPrefix: string, status: 'scheduled' | null = null) {
  return (bound: KeysetBound): Promise<BulkPriceRecord[]> => {
    let q = db.selectFrom('bulk_prices').selectAll().where('shop_id', '=', shop);
    if (status) q = q.where('status', '=', status);
    if (skuPrefix) q = q.where('sku', '>=', skuPrefix).where('sku', '<', `${skuPrefix}\uffff`);
    const c = bound.cursor;
    if (c)
      q = q.where((eb) => eb.or([eb('effective_date', bound.op, c.k), eb.and([eb('effective_date', '=', c.k), eb('id', bound.op, c.i)])]));
    return q.orderBy('effective_date', bound.order).orderBy('id', bound.order).limit(bound.limit).execute();
  };
}

export function findBulkPrice(db: DbOrTrx, shop: ShopId, id: number): Promise<BulkPriceRecord | undefined> {
  return db.selectFrom('bulk_prices').selectAll().where('shop_id', '=', shop).where('id', '=', id).executeTakeFirst();
}

export function findBulkPriceBySkuDay(db: DbOrTrx, shop: ShopId, sku: string, day: string): Promise<BulkPriceRecord | undefined> {
  return db
    .selectFrom('bulk_prices')
    .selectAll()
    .where('shop_id', '=', shop)
    .where('sku', '=', sku)
    .where('effective_date', '=', day)
    .executeTakeFirst();
}

export type PriceValues = Pick<
  BulkPriceTable,
  'sku' | 'price_cents' | 'compare_at_cents' | 'effective_date' | 'effective_at' | 'below_mapp' | 'source'
>;

export async function insertBulkPrice(db: DbOrTrx, shop: ShopId, values: PriceValues): Promise<BulkPriceRecord> {
  const now = nowIso();
  const row: Insertable<BulkPriceTable> = {
    ...values,
    shop_id: shop,
    status: 'scheduled',
    revision: 1,
    previous_cents: null,
    message: null,
    applied_at: null,
    created_at: now,
    updated_at: now,
  };
  return db.insertInto('bulk_prices').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Changes a price in place and schedules it again: a new revision, so older apply jobs do nothing. */
export function reviseBulkPrice(db: DbOrTrx, shop: ShopId, id: number, values: PriceValues): Promise<BulkPriceRecord> {
  return db
    .updateTable('bulk_prices')
    .set((eb) => ({
      ...values,
      status: 'scheduled',
      revision: eb('revision', '+', 1),
      previous_cents: null,
      message: null,
      applied_at: null,
      updated_at: nowIso(),
    }))
    .where('shop_id', '=', shop)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Keeps the variant's price before the change, once per revision, so a retried apply logs the true previous price. */
export async function capturePreviousPrice(
  db: DbOrTrx,
  shop: ShopId,
  id: number,
  revision: number,
  previousCents: number,
): Promise<number> {
  await db
    .updateTable('bulk_prices')
    .set({ previous_cents: previousCents })
    .where('shop_id', '=', shop)
    .where('id', '=', id)
    .where('revision', '=', revision)
    .where('previous_cents', 'is', null)
    .execute();
  const row = await db
    .selectFrom('bulk_prices')
    .select('previous_cents')
    .where('shop_id', '=', shop)
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.previous_cents ?? previousCents;
}

/** Marks this revision applied; false when it already was (or was revised meanwhile). */
export async function markApplied(db: DbOrTrx, shop: ShopId, id: number, revision: number): Promise<boolean> {
  const now = nowIso();
  const res = await db
    .updateTable('bulk_prices')
    .set({ status: 'applied', applied_at: now, updated_at: now })
    .where('shop_id', '=', shop)
    .where('id', '=', id)
    .where('revision', '=', revision)
    .where('status', '=', 'scheduled')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function markFailed(db: DbOrTrx, shop: ShopId, id: number, revision: number, message: string): Promise<void> {
  await db
    .updateTable('bulk_prices')
    .set({ status: 'failed', message, updated_at: nowIso() })
    .where('shop_id', '=', shop)
    .where('id', '=', id)
    .where('revision', '=', revision)
    .where('status', '=', 'scheduled')
    .execute();
}

/** Prices waiting for their day, soonest first. */
export function scheduledPrices(db: DbOrTrx, shop: ShopId, limit: number): Promise<BulkPriceRecord[]> {
  return db
    .selectFrom('bulk_prices')
    .selectAll()
    .where('shop_id', '=', shop)
    .where('status', '=', 'scheduled')
    .orderBy('effective_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function countScheduled(db: DbOrTrx, shop: ShopId): Promise<number> {
  const row = await db
    .selectFrom('bulk_prices')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('shop_id', '=', shop)
    .where('status', '=', 'scheduled')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertImportResults(
  db: DbOrTrx,
  shop: ShopId,
  rows: ReadonlyArray<Omit<Insertable<BulkPriceImportResultTable>, 'shop_id'>>,
): Promise<void> {
  if (rows.length)
    await db
      .insertInto('bulk_price_import_results')
      .values(rows.map((r) => ({ ...r, shop_id: shop })))
      .onConflict((oc) => oc.columns(['shop_id', 'job_id', 'row']).doNothing())
      .execute();
}

export function importResults(db: DbOrTrx, shop: ShopId, jobId: number): Promise<Array<Selectable<BulkPriceImportResultTable>>> {
  return db
    .selectFrom('bulk_price_import_results')
    .selectAll()
    .where('shop_id', '=', shop)
    .where('job_id', '=', jobId)
    .orderBy('row')
    .execute();
}
