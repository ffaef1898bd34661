import type { Insertable, Selectable, Updateable } from 'kysely';
import type { StoreWriteTable } from './store-sync.table';
import type { DbOrTrx } from '../../platform/db';
import type { ShopId } from '../../platform/shop-id';

export type StoreWriteRecord = Selectable<StoreWriteTable>;

export async function insertWrite(db: DbOrTrx, shop: ShopId, row: Omit<Insertable<StoreWriteTable>, 'shop_id'>): Promise<number> {
  const inserted = await db
    .insertInto('store_writes')
    .values({ ...row, shop_id: shop })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export function writeById(db: DbOrTrx, shop: ShopId, id: number): Promise<StoreWriteRecord | undefined> {
  return db.selectFrom('store_writes').selectAll().where('shop_id', '=', shop).where('id', '=', id).executeTakeFirst();
}

export function writeByKey(db: DbOrTrx, shop: ShopId, key: string): Promise<StoreWriteRecord | undefined> {
  return db.selectFrom('store_writes').selectAll().where('shop_id', '=', shop).where('intent_key', '=', key).executeTakeFirst();
}

export async function updateWrite(
  db: DbOrTrx,
  shop: ShopId,
  id: number,
  values: Omit<Updateable<StoreWriteTable>, 'shop_id'>,
): Promise<void> {
  await db.updateTable('store_writes').set(values).where('shop_id', '=', shop).where('id', '=', id).execute();
}

/** The lock a pending write holds (store_writes_pending_lock) was taken by another pending write. */
export function isLockTaken(err: unknown): boolean {
  const message = err instanceof Error ? err.message : '';
  return message.includes('store_writes_pending_lock') || message.includes('store_writes.lock_key');
}

/** Pending writes whose job is gone or ended (a kill between the intent and its job, or an older release): to be given a job again. */
export async function orphanedWrites(db: DbOrTrx, shop: ShopId, limit: number): Promise<StoreWriteRecord[]> {
  return db
    .selectFrom('store_writes')
    .selectAll()
    .where('shop_id', '=', shop)
    .where('status', '=', 'pending')
    .where((eb) =>
      eb.or([
        eb('job_id', 'is', null),
        eb.not(
          eb.exists(
            eb
              .selectFrom('jobs')
              .select('jobs.id')
              .whereRef('jobs.id', '=', 'store_writes.job_id')
              .where('jobs.status', 'in', ['pending', 'running']),
          ),
        ),
      ]),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The ids of the shop's writes still waiting for the store. */
export function pendingWrites(db: DbOrTrx, shop: ShopId): Promise<{ id: number }[]> {
  return db.selectFrom('store_writes').select('id').where('shop_id', '=', shop).where('status', '=', 'pending').execute();
}
