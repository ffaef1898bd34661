import type { DbOrTrx } from '../../platform/db';
import { nowIso } from '../../platform/db';
import type { ShopId } from '../../platform/shop-id';

const VERSION_KEY = 'display_names_version';

export function listDisplayNames(db: DbOrTrx, shop: ShopId): Promise<Array<{ key: string; value: string }>> {
  return db.selectFrom('display_names').select(['key', 'value']).where('shop_id', '=', shop).orderBy('sort').orderBy('key').execute();
}

/** The list's version: raised by every save, so a save over a newer list is refused. */
export async function displayNamesVersion(db: DbOrTrx, shop: ShopId): Promise<number> {
  const row = await db.selectFrom('settings').select('value').where('shop_id', '=', shop).where('key', '=', VERSION_KEY).executeTakeFirst();
  return row ? Number(row.value) : 1;
}

/** Raises the version only when it is still `expected`; false when another save came first. */
export async function bumpDisplayNamesVersion(db: DbOrTrx, shop: ShopId, expected: number): Promise<boolean> {
  const now = nowIso();
  await db
    .insertInto('settings')
    .values({ shop_id: shop, key: VERSION_KEY, value: '1', updated_at: now })
    .onConflict((oc) => oc.columns(['shop_id', 'key']).doNothing())
    .execute();
  const res = await db
    .updateTable('settings')
    .set({ value: String(expected + 1), updated_at: now })
    .where('shop_id', '=', shop)
    .where('key', '=', VERSION_KEY)
    .where('value', '=', String(expected))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function updateDisplayName(db: DbOrTrx, shop: ShopId, key: string, value: string): Promise<void> {
  await db.updateTable('display_names').set({ value, updated_at: nowIso() }).where('shop_id', '=', shop).where('key', '=', key).execute();
}

export async function insertDisplayNames(db: DbOrTrx, shop: ShopId, entries: ReadonlyArray<{ key: string; value: string }>): Promise<void> {
  const now = nowIso();
  if (entries.length) {
    await db
      .insertInto('display_names')
      .values(entries.map((e, sort) => ({ shop_id: shop, key: e.key, value: e.value, sort, updated_at: now })))
      .onConflict((oc) => oc.columns(['shop_id', 'key']).doNothing())
      .execute();
  }
}
