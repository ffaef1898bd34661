import { randomBytes } from 'node:crypto';
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { SortOrder } from '@console/contracts/common/numbered-paging';
import type { GiveawaySortField } from '@console/contracts/giveaways.contract';
import type { GiveawayEntryTable, GiveawayTable } from './giveaways.table';
import type { DbOrTrx } from '../../platform/db';

export type GiveawayRecord = Selectable<GiveawayTable>;
export type EntryRecord = Selectable<GiveawayEntryTable>;

const SORT_COLUMNS = { name: 'name_lower', startDate: 'start_date', endDate: 'end_date', createdDate: 'created_at' } as const;

export interface GiveawayFilter {
  search: string;
  sortField: GiveawaySortField;
  sortOrder: SortOrder;
}

/** Search is a case-insensitive part of the name; `%` and `_` typed by people match themselves. */
function filtered(db: DbOrTrx, search: string) {
  let query = db.selectFrom('giveaways');
  const text = search.trim().toLowerCase();
  if (text) query = query.where(sql<boolean>`name_lower like ${`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`);
  return query;
}

export async function countGiveaways(db: DbOrTrx, search: string): Promise<number> {
  const row = await filtered(db, search)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page in the chosen order; open dates (null) sort last either way, the id breaks ties. */
export async function listGiveaways(db: DbOrTrx, filter: GiveawayFilter, offset: number, limit: number): Promise<GiveawayRecord[]> {
  const column = SORT_COLUMNS[filter.sortField];
  return filtered(db, filter.search)
    .selectAll()
    .orderBy(sql`case when ${sql.ref(column)} is null then 1 else 0 end`)
    .orderBy(column, filter.sortOrder)
    .orderBy('id', filter.sortOrder)
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function findGiveaway(db: DbOrTrx, id: number): Promise<GiveawayRecord | undefined> {
  return db.selectFrom('giveaways').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The entry page's token: 256 random bits, so nobody reaches a giveaway's page by counting ids. */
export function newEntryToken(): string {
  return randomBytes(32).toString('base64url');
}

const ENTRY_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The giveaway whose entry page this token opens; anything that cannot be a token needs no lookup. */
export async function findGiveawayByToken(db: DbOrTrx, token: string): Promise<GiveawayRecord | undefined> {
  if (!ENTRY_TOKEN.test(token)) return undefined;
  return db.selectFrom('giveaways').selectAll().where('entry_token', '=', token).executeTakeFirst();
}

export async function insertGiveaway(db: DbOrTrx, values: Omit<Insertable<GiveawayTable>, 'entry_token'>): Promise<number> {
  const row = await db
    .insertInto('giveaways')
    .values({ ...values, entry_token: newEntryToken() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateGiveaway(db: DbOrTrx, id: number, values: Updateable<GiveawayTable>): Promise<void> {
  await db.updateTable('giveaways').set(values).where('id', '=', id).execute();
}

/** Removes the giveaway and its entries; false when it was gone already. */
export async function deleteGiveaway(db: DbOrTrx, id: number): Promise<boolean> {
  await db.deleteFrom('giveaway_entries').where('giveaway_id', '=', id).execute();
  const result = await db.deleteFrom('giveaways').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Takes one entry place under the registration count in one statement (see registration codes). */
export async function takeEntryPlace(db: DbOrTrx, id: number): Promise<boolean> {
  const result = await db
    .updateTable('giveaways')
    .set((eb) => ({ entry_count: eb('entry_count', '+', 1) }))
    .where('id', '=', id)
    .where((eb) => eb.or([eb('registration_count', 'is', null), eb('entry_count', '<', eb.ref('registration_count'))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** False when this e-mail entered the giveaway already. */
/** The new entry's id; null when this e-mail already entered the giveaway. */
export async function insertEntry(db: DbOrTrx, values: Insertable<GiveawayEntryTable>): Promise<number | null> {
  const row = await db
    .insertInto('giveaway_entries')
    .values(values)
    .onConflict((oc) => oc.columns(['giveaway_id', 'email_lower']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export interface ReportEntry extends EntryRecord {
  giveaway_name: string;
}

/**
 * Entries made in [from, to) of one giveaway (or all), read in keyset pages of `(created_at, id)`
 * so a report never holds every row at once.
 */
export async function* walkEntries(
  db: DbOrTrx,
  filter: { giveawayId: number | null; from: string; to: string },
  batch = 500,
): AsyncGenerator<ReportEntry> {
  let after: { created_at: string; id: number } | null = null;
  for (;;) {
    let query = db
      .selectFrom('giveaway_entries as e')
      .innerJoin('giveaways as g', 'g.id', 'e.giveaway_id')
      .selectAll('e')
      .select('g.name as giveaway_name')
      .where('e.created_at', '>=', filter.from)
      .where('e.created_at', '<', filter.to);
    if (filter.giveawayId !== null) query = query.where('e.giveaway_id', '=', filter.giveawayId);
    if (after) {
      const key = after;
      query = query.where((eb) =>
        eb.or([eb('e.created_at', '>', key.created_at), eb.and([eb('e.created_at', '=', key.created_at), eb('e.id', '>', key.id)])]),
      );
    }
    const rows = await query.orderBy('e.created_at').orderBy('e.id').limit(batch).execute();
    for (const row of rows) yield row;
    if (rows.length < batch) return;
    const last = rows[rows.length - 1] as ReportEntry;
    after = { created_at: last.created_at, id: Number(last.id) };
  }
}
