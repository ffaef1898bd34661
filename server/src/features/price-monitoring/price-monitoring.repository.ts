import type { DbOrTrx } from '../../platform/db';
import { nowIso } from '../../platform/db';
import { putSetting } from '../../platform/settings';
import type { ShopId } from '../../platform/shop-id';

const PREFIX = 'price-monitoring.';

/** The shop's stored settings by name (without the prefix); values as stored text. */
export async function readSettings(db: DbOrTrx, shop: ShopId): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('shop_id', '=', shop)
    .where('key', 'like', `${PREFIX}%`)
    .execute();
  return new Map(rows.map((r) => [r.key.slice(PREFIX.length), r.value]));
}

export async function writeSetting(db: DbOrTrx, shop: ShopId, name: string, value: string): Promise<void> {
  await putSetting(db, shop, `${PREFIX}${name}`, value, nowIso());
}
