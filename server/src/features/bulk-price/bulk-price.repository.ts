import type { Insertable, Selectable } from 'kysely';
import type { BulkPriceImportResultTable, BulkPriceTable } from './bulk-price.table';
import type { DbOrTrx } from '../../platform/db';
import { nowIso } from '../../platform/db';
import type { Cursor, KeysetBound } from '../../platform/keyset';

export type BulkPriceRecord = Selectable<BulkPriceTable>;

export const bulkPriceKey = (r: BulkPriceRecord): Cursor => ({ k: r.effective_date, i: r.id });

/** Prices in (effective_date, id) order, newest day first; `skuPrefix` narrows to SKUs starting with it. */
export function bulkPriceListQuery(db: DbOrTrx, skuPrefix: string) {
  return (bound: KeysetBound): Promise<BulkPriceRecord[]> => {
    let q = db.selectFrom('bulk_prices').selectAll();
    if (skuPrefix) q = q.where('sku', '>=', skuPrefix).where('sku', '<', `${skuPrefix}\uffff`);
    const c = bound.cursor;
    if (c)
      q = q.where((eb) => eb.or([eb('effective_date', bound.op, c.k), eb.and([eb('effective_date', '=', c.k), eb('id', bound.op, c.i)])]));
    return q.orderBy('effective_date', bound.order).orderBy('id', bound.order).limit(bound.limit).execute();
  };
}

export function findBulkPrice(db: DbOrTrx, id: number): Promise<BulkPriceRecord | undefined> {
  return db.selectFrom('bulk_prices').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findBulkPriceBySkuDay(db: DbOrTrx, sku: string, day: string): Promise<BulkPriceRecord | undefined> {
  return db.selectFrom('bulk_prices').selectAll().where('sku', '=', sku).where('effective_date', '=', day).executeTakeFirst();
}

export type PriceValues = Pick<
  BulkPriceTable,
  'sku' | 'price_cents' | 'compare_at_cents' | 'effective_date' | 'effective_at' | 'below_mapp' | 'source'
>;

export async function insertBulkPrice(db: DbOrTrx, values: PriceValues): Promise<BulkPriceRecord> {
  const now = nowIso();
  const row: Insertable<BulkPriceTable> = {
    ...values,
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
export function reviseBulkPrice(db: DbOrTrx, id: number, values: PriceValues): Promise<BulkPriceRecord> {
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
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Keeps the variant's price before the change, once per revision, so a retried apply logs the true previous price. */
export async function capturePreviousPrice(db: DbOrTrx, id: number, revision: number, previousCents: number): Promise<number> {
  await db
    .updateTable('bulk_prices')
    .set({ previous_cents: previousCents })
    .where('id', '=', id)
    .where('revision', '=', revision)
    .where('previous_cents', 'is', null)
    .execute();
  const row = await db.selectFrom('bulk_prices').select('previous_cents').where('id', '=', id).executeTakeFirstOrThrow();
  return row.previous_cents ?? previousCents;
}

/** Marks this revision applied; false when it already was (or was revised meanwhile). */
export async function markApplied(db: DbOrTrx, id: number, revision: number): Promise<boolean> {
  const now = nowIso();
  const res = await db
    .updateTable('bulk_prices')
    .set({ status: 'applied', applied_at: now, updated_at: now })
    .where('id', '=', id)
    .where('revision', '=', revision)
    .where('status', '=', 'scheduled')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function markFailed(db: DbOrTrx, id: number, revision: number, message: string): Promise<void> {
  await db
    .updateTable('bulk_prices')
    .set({ status: 'failed', message, updated_at: nowIso() })
    .where('id', '=', id)
    .where('revision', '=', revision)
    .where('status', '=', 'scheduled')
    .execute();
}

/** Prices waiting for their day, soonest first. */
export function scheduledPrices(db: DbOrTrx, limit: number): Promise<BulkPriceRecord[]> {
  return db
    .selectFrom('bulk_prices')
    .selectAll()
    .where('status', '=', 'scheduled')
    .orderBy('effective_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function countScheduled(db: DbOrTrx): Promise<number> {
  const row = await db
    .selectFrom('bulk_prices')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'scheduled')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertImportResults(db: DbOrTrx, rows: ReadonlyArray<Insertable<BulkPriceImportResultTable>>): Promise<void> {
  if (rows.length)
    await db
      .insertInto('bulk_price_import_results')
      .values([...rows])
      .onConflict((oc) => oc.columns(['job_id', 'row']).doNothing())
      .execute();
}

export function importResults(db: DbOrTrx, jobId: number): Promise<Array<Selectable<BulkPriceImportResultTable>>> {
  return db.selectFrom('bulk_price_import_results').selectAll().where('job_id', '=', jobId).orderBy('row').execute();
}
