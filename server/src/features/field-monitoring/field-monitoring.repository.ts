import type { Insertable, Selectable } from 'kysely';
import type { FieldChangeTable, MonitoredFieldTable } from './field-monitoring.table';
import type { DbOrTrx } from '../../platform/db';

export type FieldRow = Selectable<MonitoredFieldTable>;

export function listFields(db: DbOrTrx): Promise<FieldRow[]> {
  return db.selectFrom('monitored_fields').selectAll().orderBy('field').execute();
}

export async function insertFields(db: DbOrTrx, fields: readonly string[], now: string): Promise<void> {
  for (const field of fields) {
    await db
      .insertInto('monitored_fields')
      .values({ field, active: 0, delimiter: '', updated_at: now })
      .onConflict((oc) => oc.column('field').doNothing())
      .execute();
  }
}

export function findField(db: DbOrTrx, field: string): Promise<FieldRow | undefined> {
  return db.selectFrom('monitored_fields').selectAll().where('field', '=', field).executeTakeFirst();
}

export async function setField(db: DbOrTrx, field: string, active: boolean, delimiter: string, now: string): Promise<void> {
  await db
    .updateTable('monitored_fields')
    .set({ active: active ? 1 : 0, delimiter, updated_at: now })
    .where('field', '=', field)
    .execute();
}

export async function setAllActive(db: DbOrTrx, active: boolean, now: string): Promise<number> {
  const res = await db
    .updateTable('monitored_fields')
    .set({ active: active ? 1 : 0, updated_at: now })
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

export async function snapshotsOf(db: DbOrTrx, productIds: readonly string[]): Promise<Map<string, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('field_snapshots')
    .select(['product_id', 'field', 'value'])
    .where('product_id', 'in', [...productIds])
    .execute();
  return new Map(rows.map((r) => [`${r.product_id}\u0000${r.field}`, r.value]));
}

export async function saveSnapshot(db: DbOrTrx, productId: string, field: string, value: string, now: string): Promise<void> {
  await db
    .insertInto('field_snapshots')
    .values({ product_id: productId, field, value, taken_at: now })
    .onConflict((oc) => oc.columns(['product_id', 'field']).doUpdateSet({ value, taken_at: now }))
    .execute();
}

export async function insertChanges(db: DbOrTrx, rows: ReadonlyArray<Insertable<FieldChangeTable>>): Promise<void> {
  if (rows.length > 0)
    await db
      .insertInto('field_changes')
      .values([...rows])
      .execute();
}

/** Gives every unreported change to this report job (a retry of the job finds the same ones). */
export async function claimChanges(db: DbOrTrx, jobId: number): Promise<void> {
  await db.updateTable('field_changes').set({ reported_job_id: jobId }).where('reported_job_id', 'is', null).execute();
}

/** A report's changes in id order, a page at a time. */
export async function* changesOf(db: DbOrTrx, jobId: number): AsyncGenerator<Selectable<FieldChangeTable>> {
  let after = 0;
  for (;;) {
    const page = await db
      .selectFrom('field_changes')
      .selectAll()
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
