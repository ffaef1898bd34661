import { randomBytes } from 'node:crypto';
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { SortOrder } from '@console/contracts/common/numbered-paging';
import type { GiveawaySortField } from '@console/contracts/giveaways.contract';
import type { GiveawayEntryTable, GiveawayTable } from './giveaways.table';
import type { DbOrTrx } from '../../platform/db';
import type { ShopId } from '../../platform/shop-id';

export type GiveawayRecord = Selectable<GiveawayTable>;
export type EntryRecord = Selectable<GiveawayEntryTable>;

const SORT_COLUMNS = { name: 'name_lower', startDate: 'start_date', endDate: 'end_date', createdDate: 'created_at' } as const;

export interface GiveawayFilter {
  search: string;
  sortField: GiveawaySortField;
  sortOrder: SortOrder;
}

/** Search is a case-insensitive part of the name; `%` and `_` typed by people match themselves. */
function filtered(db: DbOrTrx, shop: ShopId, search: string) {
  let query = db.selectFrom('giveaways').where('shop_id', '=', shop);
  const text = search.trim().toLowerCase();
  if (text) query = query.where(sql<boolean>`name_lower like ${`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`);
  return query;
}

export async function countGiveaways(db: DbOrTrx, shop: ShopId, search: string): Promise<number> {
  const row = await filtered(db, shop, search)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page in the chosen order; open dates (null) sort last either way, the id breaks ties. */
export async function listGiveaways(
  db: DbOrTrx,
  shop: ShopId,
  filter: GiveawayFilter,
  offset: number,
  limit: number,
): Promise<GiveawayRecord[]> {
  const column = SORT_COLUMNS[filter.sortField];
  return filtered(db, shop, filter.search)
    .selectAll()
    .orderBy(sql`case when ${sql.ref(column)} is null then 1 else 0 end`)
    .orderBy(column, filter.sortOrder)
    .orderBy('id', filter.sortOrder)
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function findGiveaway(db: DbOrTrx, shop: ShopId, id: number): Promise<GiveawayRecord | undefined> {
  return db.selectFrom('giveaways').selectAll().where('shop_id', '=', shop).where('id', '=', id).executeTakeFirst();
}

/** The entry page's token: 256 random bits, so nobody reaches a giveaway's page by counting ids. */
export function newEntryToken(): string {
  return randomBytes(32).toString('base64url');
}

const ENTRY_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The giveaway whose entry page this token opens; anything that cannot be a token needs no lookup. The public
 * page's lookup: the token is globally unique and the link names no shop, so no shop filter; continue in `shop_id`.
 */
export async function findGiveawayByToken(db: DbOrTrx, token: string): Promise<GiveawayRecord | undefined> {
  if (!ENTRY_TOKEN.test(token)) return undefined;
  return db.selectFrom('giveaways').selectAll().where('entry_token', '=', token).executeTakeFirst();
}

export async function insertGiveaway(
  db: DbOrTrx,
  shop: ShopId,
  values: Omit<Insertable<GiveawayTable>, 'entry_token' | 'shop_id'>,
): Promise<number> {
  const row = await db
    .insertInto('giveaways')
    .values({ ...values, shop_id: shop, entry_token: newEntryToken() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateGiveaway(
  db: DbOrTrx,
  shop: ShopId,
  id: number,
  values: Omit<Updateable<GiveawayTable>, 'shop_id'>,
): Promise<void> {
  await db.updateTable('giveaways').set(values).where('shop_id', '=', shop).where('id', '=', id).execute();
}

/** Removes the giveaway and its entries; false when it was gone already. */
export async function deleteGiveaway(db: DbOrTrx, shop: ShopId, id: number): Promise<boolean> {
  await db.deleteFrom('giveaway_entries').where('shop_id', '=', shop).where('giveaway_id', '=', id).execute();
  const result = await db.deleteFrom('giveaways').where('shop_id', '=', shop).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Takes one entry place under the registration count in one statement (see registration codes). */
export async function takeEntryPlace(db: DbOrTrx, shop: ShopId, id: number): Promise<boolean> {
  const result = await db
    .updateTable('giveaways')
    .set((eb) => ({ entry_count: eb('entry_count', '+', 1) }))
    .where('shop_id', '=', shop)
    .where('id', '=', id)
    .where((eb) => eb.or([eb('registration_count', 'is', null), eb('entry_count', '<', eb.ref('registration_count'))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** False when this e-mail entered the giveaway already. */
/** The new entry's id; null when this e-mail already entered the giveaway. */
export async function insertEntry(
  db: DbOrTrx,
  shop: ShopId,
  values: Omit<Insertable<GiveawayEntryTable>, 'shop_id'>,
): Promise<number | null> {
  const row = await db
    .insertInto('giveaway_entries')
    .values({ ...values, shop_id: shop })
    .onConflict((oc) => oc.columns(['shop_id', 'giveaway_id', 'email_lower']).doNothing())
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
  shop: ShopId,
  filter: { giveawayId: number | null; from: string; to: string },
  batch = 500,
): AsyncGenerator<ReportEntry> {
  let after: { created_at: string; id: number } | null = null;
  for (;;) {
    let query = db
      .selectFrom('giveaway_entries as e')
      .innerJoin('giveaways as g', (j) => j.onRef('g.shop_id', '=', 'e.shop_id').onRef('g.id', '=', 'e.giveaway_id'))
      .selectAll('e')
      .select('g.name as giveaway_name')
      .where('e.shop_id', '=', shop)
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
