import type { DbOrTrx } from '../../platform/db';
import { nowIso } from '../../platform/db';

const VERSION_KEY = 'display_names_version';

export function listDisplayNames(db: DbOrTrx): Promise<Array<{ key: string; value: string }>> {
  return db.selectFrom('display_names').select(['key', 'value']).orderBy('sort').orderBy('key').execute();
}

/** The list's version: raised by every save, so a save over a newer list is refused. */
export async function displayNamesVersion(db: DbOrTrx): Promise<number> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', VERSION_KEY).executeTakeFirst();
  return row ? Number(row.value) : 1;
}

/** Raises the version only when it is still `expected`; false when another save came first. */
export async function bumpDisplayNamesVersion(db: DbOrTrx, expected: number): Promise<boolean> {
  const now = nowIso();
  await db
    .insertInto('settings')
    .values({ key: VERSION_KEY, value: '1', updated_at: now })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const res = await db
    .updateTable('settings')
    .set({ value: String(expected + 1), updated_at: now })
    .where('key', '=', VERSION_KEY)
    .where('value', '=', String(expected))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function updateDisplayName(db: DbOrTrx, key: string, value: string): Promise<void> {
  await db.updateTable('display_names').set({ value, updated_at: nowIso() }).where('key', '=', key).execute();
}

export async function insertDisplayNames(db: DbOrTrx, entries: ReadonlyArray<{ key: string; value: string }>): Promise<void> {
  const now = nowIso();
  if (entries.length) {
    await db
      .insertInto('display_names')
      .values(entries.map((e, sort) => ({ key: e.key, value: e.value, sort, updated_at: now })))
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  }
}
