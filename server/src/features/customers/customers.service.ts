import type { Insertable } from 'kysely';
import type { Page, PageQuery } from '@console/contracts/common/paging';
import { isCustomerProgramme, type CustomerProgramme } from '@console/contracts/common/programmes';
import type { RegistrationStatus } from '@console/contracts/registrations.contract';
import { foldAscii } from '../../db/dialect';
import type { CustomerTable } from './customers.table';
import { nowIso, type Db, type DbOrTrx } from '../../platform/db';
import type { ShopId } from '../../platform/shop-id';
import { keysetPage, keysetWalk } from '../../platform/keyset';
import type { CappedCount } from '../../platform/capped-count';
import * as repo from './customers.repository';
import { seedCustomers, type CustomerSeed } from './customers.seed';
import { rememberedCount } from './customer-counts';
import type { CustomerChanges, CustomerListFilter, CustomerListRecord, CustomerRecord, NewCustomer } from './customers.repository';

/**
 * The owner of the `customers` table: students and staff (registrations), national partners, and the
 * registered users of the invitation programmes all live there, and every read or write goes through
 * here so the table's rules hold in one place (programme checked, `email_lower` derived from `email`,
 * `updated_at` stamped, a status moved only from where it is).
 *
 * Every function takes the database or the caller's transaction first and the shop second: the features call
 * these inside the transactions they own, beside their own writes and the audit entry, and no call reaches
 * another shop's customers (docs/several-shops.md).
 */
export type { CustomerChanges, CustomerListFilter, CustomerListRecord, CustomerRecord };

/** A row to create; `email_lower` is derived here. The programme is text because import rows are: it is checked. */
export type CustomerInput = Omit<Insertable<CustomerTable>, 'email_lower' | 'shop_id'>;

function newCustomer(row: CustomerInput): NewCustomer {
  if (!isCustomerProgramme(row.programme)) throw new Error(`Unknown customer programme '${row.programme}'.`);
  return { ...row, programme: row.programme, email_lower: row.email.toLowerCase() };
}

export function customerPage(db: DbOrTrx, shop: ShopId, filter: CustomerListFilter, query: PageQuery): Promise<Page<CustomerListRecord>> {
  return keysetPage(query, repo.customerListQuery(db, shop, filter), repo.customerListKey);
}

/**
 * How many customers a list's filter matches, counted no further than COUNT_CAP (the queues'
 * totals), remembered until a customer changes (counting on every page halved its throughput).
 */
export function countCustomers(db: DbOrTrx, shop: ShopId, filter: CustomerListFilter): Promise<CappedCount> {
  return rememberedCount(db, shop, filter, () => repo.countCustomerList(db, shop, filter));
}

/** Every customer of a list, in chunks, for exports. */
export function walkCustomers(db: DbOrTrx, shop: ShopId, filter: CustomerListFilter): AsyncGenerator<CustomerListRecord> {
  return keysetWalk(repo.customerListQuery(db, shop, filter), repo.customerListKey);
}

/**
 * Customers of a programme by name, as typed into Ctrl+K: a prefix of the first or the last
 * name; several words also as 'first last' ('ada love' finds Ada Lovelace). Each a range on a name index.
 */
export async function customersByName(
  db: DbOrTrx,
  shop: ShopId,
  programme: CustomerProgramme,
  text: string,
  limit: number,
): Promise<CustomerListRecord[]> {
  const typed = foldAscii(text.trim()).replace(/\s+/g, ' ');
  if (!typed) return [];
  const [first, ...rest] = typed.split(' ');
  const asks: repo.NamePrefixes[] = [{ first_name: typed }, { last_name: typed }];
  if (rest.length) asks.unshift({ first_name: first, last_name: rest.join(' ') });
  const found = new Map<number, CustomerListRecord>();
  for (const prefixes of asks) {
    for (const row of await repo.customersByNamePrefix(db, shop, programme, prefixes, limit))
      if (!found.has(row.id)) found.set(row.id, row);
  }
  return [...found.values()].slice(0, limit);
}

export function findCustomer(db: DbOrTrx, shop: ShopId, id: number): Promise<CustomerRecord | undefined> {
  return repo.findCustomer(db, shop, id);
}

/** Every tag a programme's customers hold in the shop, once each (their stored JSON lists, parsed). */
export async function programmeTags(db: DbOrTrx, shop: ShopId, programme: CustomerProgramme): Promise<Set<string>> {
  const tags = new Set<string>();
  for (const list of await repo.distinctProgrammeTags(db, shop, programme)) {
    try {
      for (const tag of JSON.parse(list) as unknown[]) if (typeof tag === 'string') tags.add(tag);
    } catch {
      // A row whose tags are not JSON holds no tag to read.
    }
  }
  return tags;
}

/** The customer with this id if it belongs to the programme. */
export function findCustomerOf(db: DbOrTrx, shop: ShopId, programme: CustomerProgramme, id: number): Promise<CustomerRecord | undefined> {
  return repo.findProgrammeCustomer(db, shop, programme, id);
}

/** A programme's customers with these e-mails (any case), by lower-case e-mail. */
export async function customersByEmail(
  db: DbOrTrx,
  shop: ShopId,
  programme: CustomerProgramme,
  emails: readonly string[],
): Promise<Map<string, CustomerRecord>> {
  const rows = await repo.customersByEmail(db, shop, programme, [...new Set(emails.map((e) => e.toLowerCase()))]);
  return new Map(rows.map((row) => [row.email_lower, row]));
}

/** The shop's account for each e-mail (any case): the oldest customer with it, whatever the programme. */
export async function firstCustomersByEmail(db: DbOrTrx, shop: ShopId, emails: readonly string[]): Promise<Map<string, CustomerRecord>> {
  const rows = await repo.customersByEmailInAnyProgramme(db, shop, [...new Set(emails.map((e) => e.toLowerCase()))]);
  const out = new Map<string, CustomerRecord>();
  for (const row of rows) if (!out.has(row.email_lower)) out.set(row.email_lower, row);
  return out;
}

export async function createCustomers(db: DbOrTrx, shop: ShopId, rows: readonly CustomerInput[]): Promise<void> {
  await repo.insertCustomers(db, shop, rows.map(newCustomer));
}

/** Creates one customer and answers its id. */
export function createCustomer(db: DbOrTrx, shop: ShopId, row: CustomerInput): Promise<number> {
  return repo.insertCustomer(db, shop, newCustomer(row));
}

/** Changes a programme's customer (stamping `updated_at`); false when the programme has no such customer. */
export function changeCustomer(
  db: DbOrTrx,
  shop: ShopId,
  programme: CustomerProgramme,
  id: number,
  values: CustomerChanges,
): Promise<boolean> {
  return repo.updateCustomer(db, shop, programme, id, { ...values, updated_at: values.updated_at ?? nowIso() });
}

/** Moves a customer from one registration status to another; false when it is no longer in `from`. */
export function moveCustomerStatus(
  db: DbOrTrx,
  shop: ShopId,
  id: number,
  from: RegistrationStatus,
  to: RegistrationStatus,
): Promise<boolean> {
  return repo.moveStatus(db, shop, id, from, to, nowIso());
}

/** Mirrored store customers holding store credit, a chunk at a time by store id (the credits mirror's sweep). */
export function customersWithStoreCredit(db: DbOrTrx, shop: ShopId, afterStoreId: number, limit: number) {
  return repo.customersWithStoreCredit(db, shop, afterStoreId, limit);
}

/** The personal fields of the customers a redaction names, by store id and by e-mail. */
export function personalDataOf(db: DbOrTrx, shop: ShopId, storeId: number | null, email: string | null) {
  return repo.personalDataOf(db, shop, storeId, email);
}

/** Removes these customer rows (a redaction; the caller removes what refers to them first). */
export function deleteCustomers(db: DbOrTrx, shop: ShopId, ids: readonly number[]): Promise<void> {
  return repo.deleteCustomers(db, shop, ids);
}

/** Fills the shop with generated customers (`npm run seed -- --students N` for benchmark volumes). */
export function seedCustomerVolume(db: Db, shop: ShopId, spec: CustomerSeed, onProgress?: (done: number) => void): Promise<void> {
  return seedCustomers(db, shop, spec, onProgress);
}
