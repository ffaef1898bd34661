import type { DbOrTrx } from '../../platform/db';
import { nowIso } from '../../platform/db';
import { putSetting } from '../../platform/settings';

const PREFIX = 'price-monitoring.';

/** The stored settings by name (without the prefix); values as stored text. */
export async function readSettings(db: DbOrTrx): Promise<Map<string, string>> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).where('key', 'like', `${PREFIX}%`).execute();
  return new Map(rows.map((r) => [r.key.slice(PREFIX.length), r.value]));
}

export async function writeSetting(db: DbOrTrx, name: string, value: string): Promise<void> {
  await putSetting(db, `${PREFIX}${name}`, value, nowIso());
}
