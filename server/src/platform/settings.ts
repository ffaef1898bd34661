import type { DbOrTrx } from './db';

/**
 * The `settings` table: one text value per key (e.g. `default_discount_limit`), for any feature.
 * Writes belong in the caller's transaction, with the audit entry of the change.
 */
export async function getSetting(db: DbOrTrx, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

export async function putSetting(db: DbOrTrx, key: string, value: string, now: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
    .execute();
}

/** Stores a value only where the key has none yet (demo data, first start). */
export async function putSettingIfMissing(db: DbOrTrx, key: string, value: string, now: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value, updated_at: now })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}
