import { sql, type Selectable } from 'kysely';
import type { AuditAction } from '@console/contracts/audit-actions';
import { SHOP_NAME_PATTERN, SHOP_NAME_RULE } from '@console/contracts/shops.contract';
import type { Config } from './config';
import { nowIso, type Db, type DbOrTrx } from './db';
import { removeFileBytes } from './files';
import { eraseShopData, perShopTables } from './personal-data';
import { FIRST_SHOP_ID, shopIdOf, type ShopId } from './shop-id';
import type { ShopTable } from './shops.table';

/**
 * The shops repository (docs/several-shops.md): the records the registry (platform/shop-registry.ts) builds each
 * shop's context from, and the `shops` CLI changes. Row 1 is the shop the environment defines.
 */
export type ShopRecord = Selectable<ShopTable>;

/** What `shops add` stores; the access token already sealed (platform/secrets). */
export interface NewShopRecord {
  name: string;
  store_url?: string | null;
  domain?: string | null;
  access_token?: string | null;
  time_zone?: string | null;
  mtd?: number | null;
  price_log_columns?: number | null;
  coupon_discount_id?: string | null;
  return_address?: string | null;
}

export type ShopRecordChanges = Partial<Omit<NewShopRecord, 'name'>>;

/** A change the repository will not make (bad name, a name or domain already taken, the environment's shop): nothing is stored. */
export class ShopRecordRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ShopRecordRefused';
  }
}

export function validShopName(name: string): boolean {
  return name.length <= 100 && SHOP_NAME_PATTERN.test(name);
}

/** Every shop, by name. */
export async function listShopRecords(db: DbOrTrx): Promise<ShopRecord[]> {
  return db.selectFrom('shops').selectAll().orderBy('name').execute();
}

export async function findShopRecord(db: DbOrTrx, name: string): Promise<ShopRecord | undefined> {
  return db.selectFrom('shops').selectAll().where('name', '=', name).executeTakeFirst();
}

export async function findShopRecordById(db: DbOrTrx, id: ShopId): Promise<ShopRecord | undefined> {
  return db.selectFrom('shops').selectAll().where('id', '=', id).executeTakeFirst();
}

async function refuseTaken(db: DbOrTrx, name: string | null, domain: string | null, except: ShopId | null): Promise<void> {
  if (name !== null) {
    let q = db.selectFrom('shops').select('id').where('name', '=', name);
    if (except !== null) q = q.where('id', '<>', except);
    if (await q.executeTakeFirst()) throw new ShopRecordRefused(`There is already a shop named ${name}.`);
  }
  if (domain !== null) {
    let q = db.selectFrom('shops').select('name').where('domain', '=', domain);
    if (except !== null) q = q.where('id', '<>', except);
    const other = await q.executeTakeFirst();
    if (other) throw new ShopRecordRefused(`The store ${domain} is already the shop ${other.name}.`);
  }
}

/** The tables that hold per-shop rows, as the database describes them (a table added later is walked without being named). */
export async function tablesWithShop(db: Db | DbOrTrx): Promise<string[]> {
  const tables = await (db as Db).introspection.getTables();
  return tables
    .filter((t) => !t.isView && t.columns.some((c) => c.name === 'shop_id'))
    .map((t) => t.name)
    .sort();
}

/**
 * The next shop's id: above every shop id still written anywhere. A removed shop's audit entries and
 * credit ledger are kept (both append-only), so its id is never given to a new shop, which would see them.
 */
async function nextShopId(db: DbOrTrx): Promise<ShopId> {
  let max = 0;
  const top = await db
    .selectFrom('shops')
    .select((eb) => eb.fn.max('id').as('m'))
    .executeTakeFirst();
  max = Math.max(max, Number(top?.m ?? 0));
  for (const table of await tablesWithShop(db)) {
    const row = await sql<{ m: number | string | null }>`select max(shop_id) as m from ${sql.table(table)}`.execute(db);
    max = Math.max(max, Number(row.rows[0]?.m ?? 0));
  }
  return shopIdOf(Math.max(max, FIRST_SHOP_ID) + 1);
}

/** Adds a shop; refused (nothing stored) when the name breaks the rule or the name or domain is another shop's. */
export async function addShopRecord(db: Db, input: NewShopRecord): Promise<ShopRecord> {
  if (!validShopName(input.name)) throw new ShopRecordRefused(SHOP_NAME_RULE);
  const domain = input.domain?.toLowerCase() ?? null;
  return db.transaction().execute(async (trx) => {
    await refuseTaken(trx, input.name, domain, null);
    const now = nowIso();
    const id = await nextShopId(trx);
    await trx
      .insertInto('shops')
      .values({
        id,
        name: input.name,
        store_url: input.store_url ?? null,
        domain,
        access_token: input.access_token ?? null,
        time_zone: input.time_zone ?? null,
        mtd: input.mtd ?? null,
        price_log_columns: input.price_log_columns ?? null,
        coupon_discount_id: input.coupon_discount_id ?? null,
        return_address: input.return_address ?? null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await trx
      .insertInto('audit_log')
      .values({
        shop_id: null,
        operator_id: null,
        action: 'shop.added' satisfies AuditAction,
        target: input.name,
        before: null,
        after: JSON.stringify({
          id,
          storeUrl: input.store_url ?? null,
          domain,
          timeZone: input.time_zone ?? null,
          mtd: input.mtd ?? null,
          priceLogColumns: input.price_log_columns ?? null,
          couponDiscountId: input.coupon_discount_id ?? null,
          returnAddress: input.return_address ?? null,
        }),
        created_at: now,
      })
      .execute();
    return (await trx.selectFrom('shops').selectAll().where('id', '=', id).executeTakeFirstOrThrow()) as ShopRecord;
  });
}

/** Changes a shop's record (never its name); refused when the shop is unknown or the domain is another shop's. */
export async function updateShopRecord(db: Db, name: string, changes: ShopRecordChanges): Promise<ShopRecord> {
  return db.transaction().execute(async (trx) => {
    const before = await findShopRecord(trx, name);
    if (!before) throw new ShopRecordRefused(`No shop named ${name}.`);
    const domain = changes.domain === undefined ? undefined : (changes.domain?.toLowerCase() ?? null);
    if (domain) await refuseTaken(trx, null, domain, before.id);
    const set: Partial<ShopRecord> = { updated_at: nowIso() };
    if (changes.store_url !== undefined) set.store_url = changes.store_url;
    if (domain !== undefined) set.domain = domain;
    if (changes.access_token !== undefined) set.access_token = changes.access_token;
    if (changes.time_zone !== undefined) set.time_zone = changes.time_zone;
    if (changes.mtd !== undefined) set.mtd = changes.mtd;
    if (changes.price_log_columns !== undefined) set.price_log_columns = changes.price_log_columns;
    if (changes.coupon_discount_id !== undefined) set.coupon_discount_id = changes.coupon_discount_id;
    if (changes.return_address !== undefined) set.return_address = changes.return_address;
    await trx.updateTable('shops').set(set).where('id', '=', before.id).execute();
    const after = (await trx.selectFrom('shops').selectAll().where('id', '=', before.id).executeTakeFirstOrThrow()) as ShopRecord;
    await trx
      .insertInto('audit_log')
      .values({
        shop_id: null,
        operator_id: null,
        action: 'shop.changed' satisfies AuditAction,
        target: name,
        before: JSON.stringify(auditView(before)),
        after: JSON.stringify(auditView(after)),
        created_at: after.updated_at,
      })
      .execute();
    return after;
  });
}

/** A record as the audit log shows it: never the sealed token itself. */
function auditView(r: ShopRecord) {
  return {
    storeUrl: r.store_url,
    domain: r.domain,
    accessToken: r.access_token ? 'set' : null,
    timeZone: r.time_zone,
    mtd: r.mtd,
    priceLogColumns: r.price_log_columns,
    couponDiscountId: r.coupon_discount_id,
    returnAddress: r.return_address,
  };
}

/**
 * Kept by the erasure, being append-only (a trigger refuses DELETE): the audit log (its entries lose their
 * before/after) and the credit ledger with the accounts it references (their names and e-mails replaced).
 */
export const KEPT_ON_REMOVAL: ReadonlySet<string> = new Set(['audit_log', 'credit_transactions', 'credit_accounts']);

/** How many rows of the shop each per-shop table holds (what `shops remove` would erase), tables with none left out. */
export async function countShopRows(db: Db, shop: ShopId): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tablesWithShop(db)) {
    const row = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)} where shop_id = ${shop}`.execute(db);
    const n = Number(row.rows[0]?.n ?? 0);
    if (n > 0) counts[table] = n;
  }
  return counts;
}

/**
 * Removes a shop: erases its rows in every per-shop table as shop/redact does (platform/personal-data
 * eraseShopData: with the organisation-wide rows they own, its credit accounts' names and its audit entries'
 * before/after redacted), then its operators' flags there and its record, in one transaction, audited
 * organisation-wide; the bytes of its files on disk go once that committed. Refuses the shop the environment
 * defines. Answers the rows erased (or redacted) by table.
 */
export async function removeShopRecord(
  db: Db,
  name: string,
  dataDir: string,
  operatorId: number | null = null,
): Promise<Record<string, number>> {
  const record = await findShopRecord(db, name);
  if (!record) throw new ShopRecordRefused(`No shop named ${name}.`);
  if (record.id === FIRST_SHOP_ID)
    throw new ShopRecordRefused(`${name} is the shop the environment defines (SHOP_NAME): it cannot be removed.`);
  const shop = record.id;
  const tables = await perShopTables(db);
  const { changed, diskFiles } = await db.transaction().execute(async (trx) => {
    const erased = await eraseShopData(trx, shop, tables);
    const flags = await trx.deleteFrom('operator_shop_flags').where('shop_id', '=', shop).executeTakeFirst();
    if (Number(flags.numDeletedRows) > 0) erased.changed.operator_shop_flags = Number(flags.numDeletedRows);
    await trx.deleteFrom('shops').where('id', '=', shop).execute();
    await trx
      .insertInto('audit_log')
      .values({
        shop_id: null,
        operator_id: operatorId,
        action: 'shop.removed' satisfies AuditAction,
        target: name,
        before: JSON.stringify({ id: shop, ...auditView(record) }),
        after: JSON.stringify({ erasedRows: erased.changed }),
        created_at: nowIso(),
      })
      .execute();
    return erased;
  });
  for (const file of diskFiles) await removeFileBytes(db, dataDir, file);
  return changed;
}

/** `<shop>.myshopify.com` when the store URL's host is one; else null (the store's `shop.myshopifyDomain` tells). */
export function myshopifyHost(storeUrl: string): string | null {
  try {
    const host = new URL(storeUrl).host.toLowerCase();
    return host.endsWith('.myshopify.com') ? host : null;
  } catch {
    return null;
  }
}

/**
 * Row 1 from the environment, at every start: its name (SHOP_NAME) and store (SHOPIFY_STORE_URL, or none:
 * the embedded store). The options set with `shops set` are kept; the domain is the URL's host when it is a
 * myshopify.com domain, else kept while the store URL is unchanged, as is the time zone (both are read from the store).
 */
export async function ensureFirstShop(db: Db, config: Pick<Config, 'shopName' | 'shopify'>): Promise<ShopRecord> {
  const name = config.shopName;
  if (!validShopName(name)) throw new ShopRecordRefused(`SHOP_NAME=${JSON.stringify(name)}: ${SHOP_NAME_RULE}`);
  const storeUrl = config.shopify?.storeUrl ?? null;
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('shops').selectAll().where('id', '=', FIRST_SHOP_ID).executeTakeFirst();
    const domain = (storeUrl ? myshopifyHost(storeUrl) : null) ?? (row && row.store_url === storeUrl ? row.domain : null);
    try {
      await refuseTaken(trx, name, domain, FIRST_SHOP_ID);
    } catch (err) {
      if (err instanceof ShopRecordRefused)
        throw new ShopRecordRefused(`The environment's shop (SHOP_NAME, SHOPIFY_STORE_URL): ${err.message}`);
      throw err;
    }
    const now = nowIso();
    if (!row) {
      await trx
        .insertInto('shops')
        .values({
          id: FIRST_SHOP_ID,
          name,
          store_url: storeUrl,
          domain,
          access_token: null,
          time_zone: null,
          mtd: null,
          price_log_columns: null,
          coupon_discount_id: null,
          return_address: null,
          created_at: now,
          updated_at: now,
        })
        // Two instances starting together: the second one's insert becomes its update.
        .onConflict((oc) => oc.column('id').doUpdateSet({ name, store_url: storeUrl, domain, updated_at: now }))
        .execute();
    } else if (row.name !== name || row.store_url !== storeUrl || row.domain !== domain) {
      // Another store: its time zone is read from it (learnStoreFacts), not kept from the one before.
      const timeZone = row.store_url === storeUrl ? row.time_zone : null;
      await trx
        .updateTable('shops')
        .set({ name, store_url: storeUrl, domain, time_zone: timeZone, updated_at: now })
        .where('id', '=', FIRST_SHOP_ID)
        .execute();
    }
    return (await trx.selectFrom('shops').selectAll().where('id', '=', FIRST_SHOP_ID).executeTakeFirstOrThrow()) as ShopRecord;
  });
}
