import type { DbOrTrx } from './db';
import type { ShopId } from './shop-id';

/**
 * The `settings` table: one text value per shop and key (e.g. `default_discount_limit`), for any feature.
 * Writes belong in the caller's transaction, with the audit entry of the change.
 */
export async function getSetting(db: DbOrTrx, shop: ShopId, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('settings').select('value').where('shop_id', '=', shop).where('key', '=', key).executeTakeFirst();
  return row?.value;
}

export async function putSetting(db: DbOrTrx, shop: ShopId, key: string, value: string, now: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ shop_id: shop, key, value, updated_at: now })
    .onConflict((oc) => oc.columns(['shop_id', 'key']).doUpdateSet({ value, updated_at: now }))
    .execute();
}

/** Stores a value only where the shop's key has none yet (demo data, first start). */
export async function putSettingIfMissing(db: DbOrTrx, shop: ShopId, key: string, value: string, now: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ shop_id: shop, key, value, updated_at: now })
    .onConflict((oc) => oc.columns(['shop_id', 'key']).doNothing())
    .execute();
}
