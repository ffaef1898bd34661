import type { Insertable, Selectable } from 'kysely';
import type { FieldChangeTable, MonitoredFieldTable } from './field-monitoring.table';
import type { DbOrTrx } from '../../platform/db';
import type { ShopId } from '../../platform/shop-id';

export type FieldRow = Selectable<MonitoredFieldTable>;

export function listFields(db: DbOrTrx, shop: ShopId): Promise<FieldRow[]> {
  return db.selectFrom('monitored_fields').selectAll().where('shop_id', '=', shop).orderBy('field').execute();
}

export async function insertFields(db: DbOrTrx, shop: ShopId, fields: readonly string[], now: string): Promise<void> {
  for (const field of fields) {
    await db
      .insertInto('monitored_fields')
      .values({ shop_id: shop, field, active: 0, delimiter: '', updated_at: now })
      .onConflict((oc) => oc.columns(['shop_id', 'field']).doNothing())
      .execute();
  }
}

export function findField(db: DbOrTrx, shop: ShopId, field: string): Promise<FieldRow | undefined> {
  return db.selectFrom('monitored_fields').selectAll().where('shop_id', '=', shop).where('field', '=', field).executeTakeFirst();
}

export async function setField(db: DbOrTrx, shop: ShopId, field: string, active: boolean, delimiter: string, now: string): Promise<void> {
  await db
    .updateTable('monitored_fields')
    .set({ active: active ? 1 : 0, delimiter, updated_at: now })
    .where('shop_id', '=', shop)
    .where('field', '=', field)
    .execute();
}

export async function setAllActive(db: DbOrTrx, shop: ShopId, active: boolean, now: string): Promise<number> {
  const res = await db
    .updateTable('monitored_fields')
    .set({ active: active ? 1 : 0, updated_at: now })
    .where('shop_id', '=', shop)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

export async function snapshotsOf(db: DbOrTrx, shop: ShopId, productIds: readonly string[]): Promise<Map<string, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('field_snapshots')
    .select(['product_id', 'field', 'value'])
    .where('shop_id', '=', shop)
    .where('product_id', 'in', [...productIds])
    .execute();
  return new Map(rows.map((r) => [`${r.product_id}\u0000${r.field}`, r.value]));
}

export async function saveSnapshot(db: DbOrTrx, shop: ShopId, productId: string, field: string, value: string, now: string): Promise<void> {
  await db
    .insertInto('field_snapshots')
    .values({ shop_id: shop, product_id: productId, field, value, taken_at: now })
    .onConflict((oc) => oc.columns(['shop_id', 'product_id', 'field']).doUpdateSet({ value, taken_at: now }))
    .execute();
}

export async function insertChanges(
  db: DbOrTrx,
  shop: ShopId,
  rows: ReadonlyArray<Omit<Insertable<FieldChangeTable>, 'shop_id'>>,
): Promise<void> {
  if (rows.length > 0)
    await db
      .insertInto('field_changes')
      .values(rows.map((r) => ({ ...r, shop_id: shop })))
      .execute();
}

/** Gives every unreported change to this report job (a retry of the job finds the same ones). */
export async function claimChanges(db: DbOrTrx, shop: ShopId, jobId: number): Promise<void> {
  await db
    .updateTable('field_changes')
    .set({ reported_job_id: jobId })
    .where('shop_id', '=', shop)
    .where('reported_job_id', 'is', null)
    .execute();
}

/** A report's changes in id order, a page at a time. */
export async function* changesOf(db: DbOrTrx, shop: ShopId, jobId: number): AsyncGenerator<Selectable<FieldChangeTable>> {
  let after = 0;
  for (;;) {
    const page = await db
      .selectFrom('field_changes')
      .selectAll()
      .where('shop_id', '=', shop)
      .where('reported_job_id', '=', jobId)
      .where('id', '>', after)
      .orderBy('id')
      .limit(500)
      .execute();
    yield* page;
    const last = page.at(-1);
    if (!last || page.length < 500) return;
    after = last.id;
  }
}
