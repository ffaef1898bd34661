import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { SearchBody } from '@console/contracts/common/search';
import type { CustomerProgramme } from '@console/contracts/common/programmes';
import type { RegistrationStatus } from '@console/contracts/registrations.contract';
import { lowerKey } from '../../db/dialect';
import type { CustomerTable } from './customers.table';
import type { DbOrTrx } from '../../platform/db';
import type { ShopId } from '../../platform/shop-id';
import type { Cursor, KeysetBound } from '../../platform/keyset';
import { listConditions, listConditionsShape, prefixEnd, searchConditions } from '../../platform/list-search';
import { cappedCount, type CappedCount } from '../../platform/capped-count';
import { runShaped } from '../../platform/shaped-query';
import { customersChanged } from './customer-counts';

/** The only module that reads and writes the `customers` table; everyone else calls customers.service. */
export type CustomerRecord = Selectable<CustomerTable>;
/** A new customer with a checked programme. */
export type NewCustomer = Omit<Insertable<CustomerTable>, 'shop_id'> & { programme: CustomerProgramme };
/** What a list row or an export line shows: every column but the search key and the change stamp, so pages read less. */
const LIST_COLUMNS = [
  'id',
  'programme',
  'status',
  'first_name',
  'last_name',
  'email',
  'tags',
  'country',
  'school',
  'course',
  'state',
  'start_date',
  'end_date',
  'crm_id',
  'as400_id',
  'phone',
  'dob',
  'privacy_consent',
  'email_consent',
  'link_distributor',
  'distributor_name',
  'amount_spent_cents',
  'discount_limit_cents',
  'created_at',
] as const;
export type CustomerListRecord = Pick<CustomerRecord, (typeof LIST_COLUMNS)[number]>;
export type CustomerChanges = Omit<Updateable<CustomerTable>, 'shop_id' | 'id' | 'programme' | 'email_lower' | 'created_at'>;

export interface CustomerListFilter {
  programme: CustomerProgramme;
  /** null: the programmes without a registration status. */
  status: RegistrationStatus | null;
  search: SearchBody;
  /** On a connected store: only customers whose store account is in this state (e.g. ENABLED). */
  storeState?: string;
}

/** One indexed query per page: shop, programme and status equality, then keyset on (created_at, id). */
export function customerListQuery(db: DbOrTrx, shop: ShopId, filter: CustomerListFilter) {
  return (bound: KeysetBound): Promise<CustomerListRecord[]> => {
    const conditions = listConditionsShape(filter.search, bound);
    // Without a search the limit is written into the text (a page's 26 rows, an export's chunks: a few texts).
    // As a parameter, PostgreSQL priced the statement's generic plan for a tenth of the table and planned every
    // call anew, which cost it more than running the query (0.12 against 0.10 ms a page at 100,000
    // students). A search keeps it a parameter: its best plan depends on the range searched (a rare e-mail prefix
    // on the e-mail index, a common one along the list's), so it must stay planned for its values.
    const literalLimit = !conditions.searched;
    if (!Number.isSafeInteger(bound.limit) || bound.limit < 1) throw new Error(`List limit ${bound.limit} is not a row count`);
    // Every value the query below binds, in its order; the shape names every other choice it makes.
    const parameters = [
      shop,
      filter.programme,
      ...(filter.status === null ? [] : [filter.status]),
      ...(filter.storeState ? [filter.storeState] : []),
      ...conditions.parameters,
      ...(literalLimit ? [] : [bound.limit]),
    ];
    const shape = `customers.list:${filter.status === null ? 'no-status' : 'status'}:${filter.storeState ? 'store-state' : 'any-state'}:${conditions.shape}:${bound.order}:${literalLimit ? bound.limit : 'limit'}`;
    return runShaped(db, shape, parameters, () => {
      // The shop leads, as it leads every list index (migration 0190): one shop's page stays a range scan.
      let q = db.selectFrom('customers').select(LIST_COLUMNS).where('shop_id', '=', shop).where('programme', '=', filter.programme);
      q = filter.status === null ? q.where('status', 'is', null) : q.where('status', '=', filter.status);
      if (filter.storeState) q = q.where('store_state', '=', filter.storeState);
      for (const condition of listConditions(filter.search, bound)) q = q.where(condition);
      return q
        .orderBy('created_at', bound.order)
        .orderBy('id', bound.order)
        .limit(literalLimit ? sql.lit(bound.limit) : bound.limit);
    });
  };
}

/** How many customers a list's filter matches (capped): the same equality and search range, counted on the index. */
export function countCustomerList(db: DbOrTrx, shop: ShopId, filter: CustomerListFilter): Promise<CappedCount> {
  let q = db.selectFrom('customers').select('id').where('shop_id', '=', shop).where('programme', '=', filter.programme);
  q = filter.status === null ? q.where('status', 'is', null) : q.where('status', '=', filter.status);
  if (filter.storeState) q = q.where('store_state', '=', filter.storeState);
  for (const condition of searchConditions(filter.search)) q = q.where(condition);
  return cappedCount(db, q);
}

export const customerListKey = (row: CustomerListRecord): Cursor => ({ k: row.created_at, i: row.id });

export function findCustomer(db: DbOrTrx, shop: ShopId, id: number): Promise<CustomerRecord | undefined> {
  return db.selectFrom('customers').selectAll().where('shop_id', '=', shop).where('id', '=', id).executeTakeFirst();
}

/** Name prefixes, already folded with `foldAscii`; each given one must match. */
export type NamePrefixes = Partial<Record<'first_name' | 'last_name', string>>;

/**
 * Customers of a programme whose names start with the given prefixes: a range on the lower-cased name
 * (index customers_<name>_search, 0166), so it stays an index range scan at a million customers.
 */
export function customersByNamePrefix(
  db: DbOrTrx,
  shop: ShopId,
  programme: CustomerProgramme,
  prefixes: NamePrefixes,
  limit: number,
): Promise<CustomerListRecord[]> {
  let q = db.selectFrom('customers').select(LIST_COLUMNS).where('shop_id', '=', shop).where('programme', '=', programme);
  for (const [column, prefix] of Object.entries(prefixes)) {
    if (!prefix) continue;
    const key = lowerKey(db as never, column);
    q = q.where(key, '>=', prefix).where(key, '<', prefixEnd(prefix));
  }
  return q.limit(limit).execute();
}

/**
 * The distinct tag lists of a programme's customers in one shop: a range on the list index (shop, programme),
 * and few rows where most customers carry the same few tags (national partners: their `np:` tag).
 */
export async function distinctProgrammeTags(db: DbOrTrx, shop: ShopId, programme: CustomerProgramme): Promise<string[]> {
  const rows = await db
    .selectFrom('customers')
    .select('tags')
    .distinct()
    .where('shop_id', '=', shop)
    .where('programme', '=', programme)
    .execute();
  return rows.map((r) => r.tags);
}

export function findProgrammeCustomer(
  db: DbOrTrx,
  shop: ShopId,
  programme: CustomerProgramme,
  id: number,
): Promise<CustomerRecord | undefined> {
  return db
    .selectFrom('customers')
    .selectAll()
    .where('shop_id', '=', shop)
    .where('id', '=', id)
    .where('programme', '=', programme)
    .executeTakeFirst();
}

export async function customersByEmail(
  db: DbOrTrx,
  shop: ShopId,
  programme: CustomerProgramme,
  emailsLower: readonly string[],
): Promise<CustomerRecord[]> {
  if (emailsLower.length === 0) return [];
  const out: CustomerRecord[] = [];
  for (let i = 0; i < emailsLower.length; i += 500) {
    out.push(
      ...(await db
        .selectFrom('customers')
        .selectAll()
        .where('shop_id', '=', shop)
        .where('programme', '=', programme)
        .where('email_lower', 'in', emailsLower.slice(i, i + 500))
        .execute()),
    );
  }
  return out;
}

/** Customers of any programme with these lower-case e-mails, oldest first. */
export async function customersByEmailInAnyProgramme(db: DbOrTrx, shop: ShopId, emailsLower: readonly string[]): Promise<CustomerRecord[]> {
  const out: CustomerRecord[] = [];
  for (let i = 0; i < emailsLower.length; i += 500) {
    out.push(
      ...(await db
        .selectFrom('customers')
        .selectAll()
        .where('shop_id', '=', shop)
        .where('email_lower', 'in', emailsLower.slice(i, i + 500))
        .orderBy('id')
        .execute()),
    );
  }
  return out;
}

export async function insertCustomers(db: DbOrTrx, shop: ShopId, rows: readonly NewCustomer[]): Promise<void> {
  // Stay under SQLite's bound-parameter limit (about 30 columns a row).
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('customers')
      .values(rows.slice(i, i + 500).map((row) => ({ ...row, shop_id: shop })))
      .execute();
  customersChanged();
}

export async function insertCustomer(db: DbOrTrx, shop: ShopId, row: NewCustomer): Promise<number> {
  const inserted = await db
    .insertInto('customers')
    .values({ ...row, shop_id: shop })
    .returning('id')
    .executeTakeFirstOrThrow();
  customersChanged();
  return inserted.id;
}

/** Changes one customer of a programme; false when there is no such customer. */
export async function updateCustomer(
  db: DbOrTrx,
  shop: ShopId,
  programme: CustomerProgramme,
  id: number,
  values: CustomerChanges,
): Promise<boolean> {
  const res = await db
    .updateTable('customers')
    .set(values)
    .where('shop_id', '=', shop)
    .where('id', '=', id)
    .where('programme', '=', programme)
    .executeTakeFirst();
  customersChanged();
  return Number(res.numUpdatedRows) === 1;
}

/** Moves a customer between statuses only if it is still in `from`; false when someone else moved it first. */
export async function moveStatus(
  db: DbOrTrx,
  shop: ShopId,
  id: number,
  from: RegistrationStatus,
  to: RegistrationStatus,
  now: string,
): Promise<boolean> {
  const res = await db
    .updateTable('customers')
    .set({ status: to, updated_at: now })
    .where('shop_id', '=', shop)
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  customersChanged();
  return Number(res.numUpdatedRows) === 1;
}

/** The next mirrored store customers after `afterStoreId` whose store-credit balance is not zero, by store id. */
export function customersWithStoreCredit(db: DbOrTrx, shop: ShopId, afterStoreId: number, limit: number) {
  return db
    .selectFrom('customers')
    .select('store_id')
    .where('shop_id', '=', shop)
    .where('store_id', '>', afterStoreId)
    .where('store_credit_cents', '<>', 0)
    .orderBy('store_id')
    .limit(limit)
    .execute();
}

/** The personal fields of the shop's customers with this store id or this e-mail (a redaction's search). */
export async function personalDataOf(db: DbOrTrx, shop: ShopId, storeId: number | null, email: string | null) {
  const fields = ['id', 'email', 'first_name', 'last_name', 'phone'] as const;
  const byStoreId =
    storeId === null
      ? []
      : await db.selectFrom('customers').select(fields).where('shop_id', '=', shop).where('store_id', '=', storeId).execute();
  const byEmail = email
    ? await db.selectFrom('customers').select(fields).where('shop_id', '=', shop).where('email_lower', '=', email.toLowerCase()).execute()
    : [];
  return [...byStoreId, ...byEmail];
}

export async function deleteCustomers(db: DbOrTrx, shop: ShopId, ids: readonly number[]): Promise<void> {
  await db
    .deleteFrom('customers')
    .where('shop_id', '=', shop)
    .where('id', 'in', [...ids])
    .execute();
  // Like every write of the table: remembered list totals must not count the removed rows.
  customersChanged();
}
