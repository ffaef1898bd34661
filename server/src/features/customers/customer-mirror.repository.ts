import type { DbOrTrx } from '../../platform/db';
import type { ShopId } from '../../platform/shop-id';
import { customersChanged } from './customer-counts';
import type { MirrorColumns, MirrorMetafieldColumns } from './store-customer-mapping.service';

/**
 * The mirror's writes to the `customers` table (this feature owns it; see customers.repository). One
 * statement per batch: insert, or update the row of the same store id only when the store's
 * `updatedAt` is not older than the one mirrored, so a late webhook never overwrites a newer state.
 * Every function takes the shop: a store id is the store's, so it names a customer only within its shop.
 */
export type MirrorRow = MirrorColumns & Partial<MirrorMetafieldColumns> & { store_credit_cents?: number | null };

const ALWAYS = [
  'store_state',
  'store_updated_at',
  'programme',
  'status',
  'first_name',
  'last_name',
  'email',
  'email_lower',
  'tags',
  'amount_spent_cents',
  'discount_limit_cents',
  'crm_id',
  'as400_id',
  'created_at',
  'updated_at',
] as const;
const METAFIELD_COLUMNS = [
  'school',
  'course',
  'state',
  'start_date',
  'end_date',
  'country',
  'phone',
  'dob',
  'link_distributor',
  'distributor_name',
  'privacy_consent',
  'email_consent',
] as const;

/** Rows of one shape: with or without the metafield columns and the credit balance (a webhook has neither). */
export async function upsertMirrorRows(
  db: DbOrTrx,
  shop: ShopId,
  rows: readonly MirrorRow[],
  shape: { metafields: boolean; credit: boolean },
): Promise<void> {
  if (rows.length === 0) return;
  const columns: string[] = [...ALWAYS, ...(shape.metafields ? METAFIELD_COLUMNS : []), ...(shape.credit ? ['store_credit_cents'] : [])];
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('customers')
      .values(rows.slice(i, i + 500).map((row) => ({ ...row, shop_id: shop })))
      .onConflict((oc) =>
        oc
          .columns(['shop_id', 'store_id'])
          .doUpdateSet((eb) => Object.fromEntries(columns.map((c) => [c, eb.ref(`excluded.${c}` as 'excluded.email')])))
          .where((eb) =>
            eb.or([
              eb('customers.store_updated_at', 'is', null),
              eb('customers.store_updated_at', '<=', eb.ref('excluded.store_updated_at')),
            ]),
          ),
      )
      .execute();
  }
  customersChanged();
}

/** One row's metafield columns, unless its mirrored state is newer than `asOf`. */
export async function updateMirroredMetafields(
  db: DbOrTrx,
  shop: ShopId,
  storeId: number,
  values: MirrorMetafieldColumns,
  asOf: string,
): Promise<void> {
  await db
    .updateTable('customers')
    .set(values)
    .where('shop_id', '=', shop)
    .where('store_id', '=', storeId)
    .where((eb) => eb.or([eb('store_updated_at', 'is', null), eb('store_updated_at', '<=', asOf)]))
    .execute();
  customersChanged();
}

/** True when some customer was made here before a store was connected (the embedded store's rows). */
export async function hasLocalCustomers(db: DbOrTrx, shop: ShopId): Promise<boolean> {
  const row = await db
    .selectFrom('customers')
    .select('id')
    .where('shop_id', '=', shop)
    .where('store_id', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Gives the store's id to local rows of the same programme and e-mail, so the upsert updates them
 * rather than colliding with their (programme, e-mail) key.
 */
export async function linkLocalRows(db: DbOrTrx, shop: ShopId, rows: readonly MirrorRow[]): Promise<void> {
  const byEmail = new Map(rows.map((r) => [`${r.programme} ${r.email_lower}`, r.store_id]));
  const emails = [...new Set(rows.map((r) => r.email_lower).filter(Boolean))];
  for (let i = 0; i < emails.length; i += 500) {
    const local = await db
      .selectFrom('customers')
      .select(['id', 'programme', 'email_lower'])
      .where('shop_id', '=', shop)
      .where('store_id', 'is', null)
      .where('email_lower', 'in', emails.slice(i, i + 500))
      .execute();
    for (const row of local) {
      const storeId = byEmail.get(`${row.programme} ${row.email_lower}`);
      if (storeId !== undefined)
        await db.updateTable('customers').set({ store_id: storeId }).where('shop_id', '=', shop).where('id', '=', row.id).execute();
    }
  }
}

/**
 * The store deleted this customer (customers/delete): deletes the mirrored row and leaves a final
 * tombstone. The store never reuses a customer id and a deleted customer has no later state, so no
 * state of it brings it back, whatever its updatedAt (the store's clock is not ours).
 */
export async function deleteMirrored(
  db: DbOrTrx,
  shop: ShopId,
  storeId: number,
  deletedAt: string = new Date().toISOString(),
): Promise<boolean> {
  await buryStoreIds(db, shop, [storeId], deletedAt, true);
  const res = await db.deleteFrom('customers').where('shop_id', '=', shop).where('store_id', '=', storeId).executeTakeFirst();
  customersChanged();
  return Number(res.numDeletedRows) > 0;
}

async function buryStoreIds(db: DbOrTrx, shop: ShopId, storeIds: readonly number[], deletedAt: string, final: boolean): Promise<void> {
  for (let i = 0; i < storeIds.length; i += 500) {
    await db
      .insertInto('store_customer_tombstones')
      .values(storeIds.slice(i, i + 500).map((store_id) => ({ shop_id: shop, store_id, deleted_at: deletedAt, final: final ? 1 : 0 })))
      .onConflict((oc) =>
        // The later time, and final once final: a walk's tombstone never unmakes the store's delete.
        oc.columns(['shop_id', 'store_id']).doUpdateSet((eb) => ({
          deleted_at: eb
            .case()
            .when('store_customer_tombstones.deleted_at', '<', deletedAt)
            .then(deletedAt)
            .else(eb.ref('store_customer_tombstones.deleted_at'))
            .end(),
          ...(final ? { final: 1 } : {}),
        })),
      )
      .execute();
  }
}

export interface Tombstone {
  deletedAt: string;
  final: boolean;
}

/** The tombstones of these store ids, for those deleted. */
export async function tombstonesOf(db: DbOrTrx, shop: ShopId, storeIds: readonly number[]): Promise<Map<number, Tombstone>> {
  const found = new Map<number, Tombstone>();
  for (let i = 0; i < storeIds.length; i += 500) {
    const rows = await db
      .selectFrom('store_customer_tombstones')
      .selectAll()
      .where('shop_id', '=', shop)
      .where('store_id', 'in', storeIds.slice(i, i + 500))
      .execute();
    for (const row of rows) found.set(Number(row.store_id), { deletedAt: row.deleted_at, final: Number(row.final) === 1 });
  }
  return found;
}

export async function mirroredByStoreId(db: DbOrTrx, shop: ShopId, storeId: number) {
  return db.selectFrom('customers').selectAll().where('shop_id', '=', shop).where('store_id', '=', storeId).executeTakeFirst();
}

/** The newest store time mirrored: reconciliation asks the store for what changed after it. */
export async function newestStoreUpdate(db: DbOrTrx, shop: ShopId): Promise<string | null> {
  const row = await db
    .selectFrom('customers')
    .select('store_updated_at')
    .where('shop_id', '=', shop)
    .where('store_updated_at', 'is not', null)
    .orderBy('store_updated_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.store_updated_at ?? null;
}

export async function countMirrored(db: DbOrTrx, shop: ShopId): Promise<number> {
  const row = await db
    .selectFrom('customers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('shop_id', '=', shop)
    .where('store_id', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Mirrored rows by store id in id order, a page after `afterStoreId`: the count-and-repair walk. */
export async function mirroredIdsAfter(
  db: DbOrTrx,
  shop: ShopId,
  afterStoreId: number,
  limit: number,
): Promise<Array<{ store_id: number; store_updated_at: string | null }>> {
  const rows = await db
    .selectFrom('customers')
    .select(['store_id', 'store_updated_at'])
    .where('shop_id', '=', shop)
    .where('store_id', '>', afterStoreId)
    .orderBy('store_id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ store_id: Number(r.store_id), store_updated_at: r.store_updated_at }));
}

/** Gone at the count-and-repair walk: a state newer than now brings the customer back (the walk may have read too early). */
export async function deleteMirroredIds(db: DbOrTrx, shop: ShopId, storeIds: readonly number[]): Promise<number> {
  if (storeIds.length === 0) return 0;
  await buryStoreIds(db, shop, storeIds, new Date().toISOString(), false);
  const res = await db.deleteFrom('customers').where('shop_id', '=', shop).where('store_id', 'in', storeIds).executeTakeFirst();
  customersChanged();
  return Number(res.numDeletedRows);
}
