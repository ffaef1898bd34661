import { sql, type SqlBool, type Transaction } from 'kysely';
import { dbKind } from '../db/dialect';
import type { Database } from '../db/schema';
import type { Db, DbOrTrx } from './db';
import type { ShopId } from './shop-id';

/**
 * Erasing one person's data from every table (customers/redact). What to erase is given
 * as text: their e-mail addresses (found anywhere) and the words that name them (names, phone),
 * replaced in the rows that hold one of the e-mails and in the audit entries about them. Every text
 * column of every table is read, so a table added later is covered without being named here. Only
 * the redacting shop's rows are reached (docs/several-shops.md): a person of one store is another person in
 * another store, even under the same e-mail.
 */
export interface Redaction {
  emails: readonly string[];
  /** Names and phone numbers: replaced as whole words, in the rows found. */
  words: readonly string[];
  /** Audit targets about the person (`gid://shop/Customer/12`), whose entries hold names without the e-mail. */
  auditTargets: readonly string[];
  /** What an e-mail becomes: keeps unique e-mail columns unique per person. */
  emailReplacement: string;
}

const REDACTED = '[redacted]';

/** Tables that are not searched: the migrator's, the guard's, the audit log (its own path below) and the credit ledger (append-only; it names operators, never customers). */
const NOT_SEARCHED = new Set(['kysely_migration', 'kysely_migration_lock', 'audit_redaction_grants', 'audit_log', 'credit_transactions']);

/** How a table's rows belong to a shop: by their own `shop_id`, through a parent row's (a job's payload), or not at all. */
export type TableOwner = { kind: 'shop' } | { kind: 'parent'; column: string; parent: string } | { kind: 'organisation' };

export interface TextColumns {
  table: string;
  columns: string[];
  owner: TableOwner;
}

/**
 * Organisation-wide tables whose rows belong to a per-shop row (docs/several-shops.md lists them without a
 * shop): reached through their parent's shop.
 */
const OWNED_THROUGH: Readonly<Record<string, { column: string; parent: string }>> = {
  job_payloads: { column: 'job_id', parent: 'jobs' },
  job_batches: { column: 'job_id', parent: 'jobs' },
  job_steps: { column: 'job_id', parent: 'jobs' },
  file_chunks: { column: 'file_id', parent: 'files' },
};

function ownerOf(table: string, columns: readonly string[]): TableOwner {
  if (columns.includes('shop_id')) return { kind: 'shop' };
  const through = OWNED_THROUGH[table];
  return through ? { kind: 'parent', ...through } : { kind: 'organisation' };
}

/** Every table's text columns and how its rows belong to a shop, as the database describes them. */
export async function textColumnsOfEveryTable(db: Db): Promise<TextColumns[]> {
  const tables = await db.introspection.getTables();
  return tables
    .filter((t) => !t.isView)
    .map((t) => ({
      table: t.name,
      columns: t.columns.filter((c) => /char|text|json|clob/i.test(c.dataType)).map((c) => c.name),
      owner: ownerOf(
        t.name,
        t.columns.map((c) => c.name),
      ),
    }))
    .filter((t) => t.columns.length > 0);
}

/** The shop's rows of a table: its own shop column, or its parent row's; an organisation-wide table has no filter. */
function ofShop(owner: TableOwner, shop: ShopId) {
  if (owner.kind === 'shop') return sql<SqlBool>`(${sql.ref('shop_id')} = ${shop})`;
  if (owner.kind === 'parent')
    return sql<SqlBool>`(${sql.ref(owner.column)} IN (SELECT id FROM ${sql.table(owner.parent)} WHERE shop_id = ${shop}))`;
  return null;
}

type Loose = Record<string, Record<string, unknown>>;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The text with every e-mail and named word of the person replaced. */
function redactText(text: string, redaction: Redaction): string {
  let out = text;
  for (const email of redaction.emails) out = out.replace(new RegExp(escapeRegExp(email), 'gi'), redaction.emailReplacement);
  for (const word of redaction.words)
    out = out.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'giu'), REDACTED);
  return out;
}

/** `column` contains `needle` (lower-case), in either database, with no pattern characters to escape. */
function contains(db: DbOrTrx, column: string, needle: string) {
  return dbKind(db) === 'postgres'
    ? sql<SqlBool>`(strpos(lower(${sql.ref(column)}::text), ${needle}) > 0)`
    : sql<SqlBool>`(instr(lower(${sql.ref(column)}), ${needle}) > 0)`;
}

/**
 * Redacts the shop's rows of one table that hold one of the e-mails; matched on their old text (and the
 * shop again), as a table need not have an id.
 */
async function redactTable(trx: Transaction<Loose>, shop: ShopId, found: TextColumns, redaction: Redaction): Promise<number> {
  const emails = redaction.emails.map((e) => e.toLowerCase());
  const shopRows = ofShop(found.owner, shop);
  let select = trx
    .selectFrom(found.table)
    .select(found.columns)
    .where((eb) => eb.or(found.columns.flatMap((c) => emails.map((e) => contains(trx as unknown as DbOrTrx, c, e)))));
  if (shopRows) select = select.where(shopRows);
  const rows = await select.execute();
  let changed = 0;
  for (const row of rows) {
    const values: Record<string, string> = {};
    for (const column of found.columns) {
      const value = row[column];
      // A json column (PostgreSQL) arrives parsed: redacted as its text.
      const text = typeof value === 'string' ? value : value !== null && typeof value === 'object' ? JSON.stringify(value) : null;
      if (text === null) continue;
      const redacted = redactText(text, redaction);
      if (redacted !== text) values[column] = redacted;
    }
    if (Object.keys(values).length === 0) continue;
    let update = trx.updateTable(found.table).set(values);
    if (shopRows) update = update.where(shopRows);
    for (const column of found.columns) {
      const value = row[column];
      if (value === null || value === undefined) update = update.where(column, 'is', null);
      else if (typeof value === 'string') update = update.where(column, '=', value);
    }
    await update.execute();
    changed++;
  }
  return changed;
}

/**
 * The shop's audit entries that hold the person's data get it replaced, through the guard's one opening
 * (migration 0182); organisation-wide entries (operator changes) name no customer.
 */
async function redactAudit(trx: Transaction<Loose>, shop: ShopId, redaction: Redaction): Promise<number[]> {
  const emails = redaction.emails.map((e) => e.toLowerCase());
  const db = trx as unknown as Transaction<Database>;
  const rows = await db
    .selectFrom('audit_log')
    .select(['id', 'target', 'before', 'after'])
    .where('shop_id', '=', shop)
    .where((eb) =>
      eb.or([
        ...(redaction.auditTargets.length > 0 ? [eb('target', 'in', [...redaction.auditTargets])] : []),
        ...['target', 'before', 'after'].flatMap((c) => emails.map((e) => contains(db, c, e))),
      ]),
    )
    .execute();
  const ids: number[] = [];
  for (const row of rows) {
    const next = {
      target: redactText(row.target, redaction),
      before: row.before === null ? null : redactText(row.before, redaction),
      after: row.after === null ? null : redactText(row.after, redaction),
    };
    if (next.target === row.target && next.before === row.before && next.after === row.after) continue;
    await db.insertInto('audit_redaction_grants').values({ audit_id: row.id }).execute();
    await db.updateTable('audit_log').set(next).where('id', '=', row.id).execute();
    ids.push(row.id);
  }
  // The opening closes before the transaction commits: no grant outlives the redaction.
  if (ids.length > 0) await db.deleteFrom('audit_redaction_grants').where('audit_id', 'in', ids).execute();
  return ids;
}

/** Erases the person from the shop's rows of every table, in the caller's transaction; answers how many rows changed, by table. */
export async function redactPersonalData(
  trx: DbOrTrx,
  shop: ShopId,
  tables: readonly TextColumns[],
  redaction: Redaction,
): Promise<Record<string, number>> {
  const loose = trx as unknown as Transaction<Loose>;
  const changed: Record<string, number> = {};
  if (redaction.emails.length > 0) {
    for (const found of tables) {
      if (NOT_SEARCHED.has(found.table)) continue;
      const n = await redactTable(loose, shop, found, redaction);
      if (n > 0) changed[found.table] = n;
    }
  }
  const audited = await redactAudit(loose, shop, redaction);
  if (audited.length > 0) changed.audit_log = audited.length;
  return changed;
}

/**
 * Tables a shop's erasure leaves: the shops registry and operators' flags there (the shop stays a record
 * after shop/redact; `shops remove` ends those), and the append-only ledgers (a trigger refuses the
 * delete): the credit ledger with the accounts it names (their names and e-mails are replaced) and the
 * audit log (its entries lose their before/after).
 */
const KEPT_ON_ERASE = new Set(['shops', 'operator_shop_flags', 'credit_transactions', 'credit_accounts', 'audit_log']);

/** Each table's foreign keys' tables, as the database declares them (foreign keys are on: a child goes first). */
async function referencedTables(db: Db): Promise<Map<string, Set<string>>> {
  const pairs =
    dbKind(db) === 'postgres'
      ? (
          await sql<{ child: string; parent: string }>`
            select tc.table_name as child, ccu.table_name as parent
            from information_schema.table_constraints tc
            join information_schema.constraint_column_usage ccu
              on ccu.constraint_name = tc.constraint_name and ccu.constraint_schema = tc.constraint_schema
            where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema()`.execute(db)
        ).rows
      : (
          await sql<{ child: string; parent: string }>`
            select m.name as child, f."table" as parent
            from sqlite_master m join pragma_foreign_key_list(m.name) f
            where m.type = 'table'`.execute(db)
        ).rows;
  const byChild = new Map<string, Set<string>>();
  for (const { child, parent } of pairs) if (child !== parent) byChild.set(child, (byChild.get(child) ?? new Set()).add(parent));
  return byChild;
}

/**
 * Every table with a shop column, as the database describes it (a table added later is erased without being named
 * here), each before the tables its foreign keys name, so an erasure deletes a child's rows before their parent's.
 */
export async function perShopTables(db: Db): Promise<string[]> {
  const tables = (await db.introspection.getTables())
    .filter((t) => !t.isView && t.columns.some((c) => c.name === 'shop_id'))
    .map((t) => t.name)
    .sort();
  const parents = await referencedTables(db);
  const ordered: string[] = [];
  // Children first: a table goes once no table still to place names it as a parent.
  const remaining = new Set(tables);
  while (remaining.size > 0) {
    const next = [...remaining].find((t) => ![...remaining].some((other) => other !== t && parents.get(other)?.has(t)));
    const table = next ?? [...remaining][0]!;
    ordered.push(table);
    remaining.delete(table);
  }
  return ordered;
}

export interface ShopErasure {
  /** Rows deleted (or, for the kept credit accounts and audit entries, redacted), by table. */
  changed: Record<string, number>;
  /** Bytes of the shop's files kept on disk (SQLite): remove them once the transaction committed (removeFileBytes). */
  diskFiles: Array<{ id: number; storage_path: string }>;
}

/**
 * Erases one shop's data (shop/redact, `shops remove`), in the caller's transaction: every row of every
 * per-shop table of that shop, with the organisation-wide rows that belong to them (a job's payload,
 * batches and steps, a file's chunks); the names and e-mails of its credit accounts, and the before/after
 * of its audit entries through the guard's one opening (who did what to which record and when stays).
 * The shop's record stays. Another shop's rows are never reached.
 */
export async function eraseShopData(trx: DbOrTrx, shop: ShopId, tables: readonly string[]): Promise<ShopErasure> {
  const loose = trx as unknown as Transaction<Loose>;
  const db = trx as unknown as Transaction<Database>;
  const changed: Record<string, number> = {};
  const count = (table: string, n: bigint | number) => {
    if (Number(n) > 0) changed[table] = (changed[table] ?? 0) + Number(n);
  };
  const diskFiles = (await db.selectFrom('files').select(['id', 'storage_path']).where('shop_id', '=', shop).execute()).filter(
    (f) => !f.storage_path.startsWith('db:'),
  );
  for (const [child, through] of Object.entries(OWNED_THROUGH)) {
    const owner = { kind: 'parent' as const, ...through };
    const res = await loose
      .deleteFrom(child)
      .where(ofShop(owner, shop) ?? sql<SqlBool>`false`)
      .executeTakeFirst();
    count(child, res.numDeletedRows);
  }
  const present = new Set(tables);
  for (const table of tables) {
    if (KEPT_ON_ERASE.has(table)) continue;
    const res = await loose.deleteFrom(table).where('shop_id', '=', shop).executeTakeFirst();
    count(table, res.numDeletedRows);
  }
  if (present.has('credit_accounts')) {
    const res = await sql`update credit_accounts set name = ${REDACTED}, name_lower = ${REDACTED},
      email = 'redacted-' || id || '@redacted.invalid', email_lower = 'redacted-' || id || '@redacted.invalid'
      where shop_id = ${shop}`.execute(trx);
    count('credit_accounts', res.numAffectedRows ?? 0);
  }
  const entries = await db
    .selectFrom('audit_log')
    .select('id')
    .where('shop_id', '=', shop)
    .where((eb) => eb.or([eb('before', 'is not', null), eb('after', 'is not', null)]))
    .execute();
  const ids = entries.map((e) => e.id);
  for (let at = 0; at < ids.length; at += 500) {
    const part = ids.slice(at, at + 500);
    await db
      .insertInto('audit_redaction_grants')
      .values(part.map((id) => ({ audit_id: id })))
      .execute();
    await db.updateTable('audit_log').set({ before: null, after: null }).where('id', 'in', part).execute();
    // The opening closes before the transaction commits: no grant outlives the erasure.
    await db.deleteFrom('audit_redaction_grants').where('audit_id', 'in', part).execute();
  }
  count('audit_log', ids.length);
  return { changed, diskFiles };
}
