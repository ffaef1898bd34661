import type { Insertable, Selectable, Updateable } from 'kysely';
import type { StoreWriteTable } from '../../db/schema';
import type { DbOrTrx } from '../../platform/db';

export type StoreWriteRecord = Selectable<StoreWriteTable>;

export async function insertWrite(db: DbOrTrx, row: Insertable<StoreWriteTable>): Promise<number> {
  const inserted = await db.insertInto('store_writes').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export function writeById(db: DbOrTrx, id: number): Promise<StoreWriteRecord | undefined> {
  return db.selectFrom('store_writes').selectAll().where('id', '=', id).executeTakeFirst();
}

export function writeByKey(db: DbOrTrx, key: string): Promise<StoreWriteRecord | undefined> {
  return db.selectFrom('store_writes').selectAll().where('intent_key', '=', key).executeTakeFirst();
}

export async function updateWrite(db: DbOrTrx, id: number, values: Updateable<StoreWriteTable>): Promise<void> {
  await db.updateTable('store_writes').set(values).where('id', '=', id).execute();
}
