import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate';
import { GLOBAL_INDEXES } from '../src/db/migrations/0190-shops';
import { createDb, type Db } from '../src/platform/db';
import { createTestDatabase, type TestDatabase } from './harness';

/**
 * Several shops (docs/several-shops.md): every table of the migrated database, on SQLite and PostgreSQL, either holds one
 * shop's rows, with a NOT NULL `shop_id` that leads every one of its indexes and keys (so one shop's list is an
 * index range and a unique key holds within a shop), or is named here as organisation-wide. A new table that
 * is neither fails.
 */

/** Tables that belong to no one shop, each with why. */
const ORGANISATION_WIDE: Record<string, string> = {
  operators: 'one password and one session across shops',
  sessions: 'an operator is signed in to the organisation',
  rate_limit_hits: 'throttles keyed by address or token, before any shop is known',
  login_failures: 'sign-in comes before a shop',
  store_foreign_webhooks: 'deliveries from domains that are no shop',
  job_payloads: 'keyed by the job id, a job carries its shop',
  job_batches: 'keyed by the job id, a job carries its shop',
  job_steps: 'keyed by the job id, a job carries its shop',
  file_chunks: 'keyed by the file id, a file carries its shop',
  audit_redaction_grants: 'emptied inside the one transaction that lists them',
  shops: 'the shops themselves',
  operator_shop_flags: 'an operator across shops: the shop is in its key, and it is looked up by operator too',
  kysely_migration: 'the migrator',
  kysely_migration_lock: 'the migrator',
};

/** The one per-shop table whose shop may be null: an organisation-wide change (an operator's flags, a shop). */
const NULLABLE_SHOP = new Set(['audit_log']);

interface Index {
  name: string;
  /** Key columns in order; an expression as the database prints it. */
  columns: string[];
  primary: boolean;
  unique: boolean;
}

interface Table {
  name: string;
  /** Null: no shop_id column; else whether it may hold null. */
  shopNullable: boolean | null;
  indexes: Index[];
}

async function sqliteTables(db: Db): Promise<Table[]> {
  const { rows: names } = await sql<{ name: string }>`
    SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`.execute(db);
  const tables: Table[] = [];
  for (const { name } of names) {
    const { rows: columns } = await sql<{ name: string; notnull: number; pk: number; type: string }>`
      SELECT name, "notnull", pk, type FROM pragma_table_info(${name})`.execute(db);
    const shop = columns.find((c) => c.name === 'shop_id');
    const indexes: Index[] = [];
    // An INTEGER PRIMARY KEY is the rowid and lists no index: it is the table's surrogate key.
    const keys = columns.filter((c) => c.pk > 0);
    if (keys.length === 1 && keys[0]!.type.toLowerCase() === 'integer')
      indexes.push({ name: `${name} rowid`, columns: [keys[0]!.name], primary: true, unique: true });
    const { rows: list } = await sql<{ name: string; unique: number; origin: string }>`
      SELECT name, "unique", origin FROM pragma_index_list(${name}) ORDER BY name`.execute(db);
    for (const index of list) {
      const { rows: parts } = await sql<{ name: string | null }>`
        SELECT name FROM pragma_index_xinfo(${index.name}) WHERE "key" = 1 ORDER BY seqno`.execute(db);
      indexes.push({
        name: index.name,
        columns: parts.map((p) => p.name ?? '<expression>'),
        primary: index.origin === 'pk',
        unique: index.unique === 1,
      });
    }
    tables.push({ name, shopNullable: shop ? shop.notnull === 0 : null, indexes });
  }
  return tables;
}

async function postgresTables(db: Db): Promise<Table[]> {
  const { rows: names } = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(db);
  const tables: Table[] = [];
  for (const { name } of names) {
    const { rows: shop } = await sql<{ is_nullable: string }>`
      SELECT is_nullable FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = ${name} AND column_name = 'shop_id'`.execute(db);
    const { rows: list } = await sql<{ name: string; primary: boolean; unique: boolean; columns: string[] }>`
      SELECT i.relname AS name, x.indisprimary AS primary, x.indisunique AS unique,
             array(SELECT pg_get_indexdef(x.indexrelid, k, true) FROM generate_series(1, x.indnkeyatts) k ORDER BY k) AS columns
      FROM pg_index x
      JOIN pg_class t ON t.oid = x.indrelid
      JOIN pg_class i ON i.oid = x.indexrelid
      JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = current_schema() AND t.relname = ${name}
      ORDER BY i.relname`.execute(db);
    tables.push({ name, shopNullable: shop[0] ? shop[0].is_nullable === 'YES' : null, indexes: list });
  }
  return tables;
}

/** Every table that is neither per-shop as above nor organisation-wide, one line each. */
function misplaced(tables: Table[]): string[] {
  const found: string[] = [];
  for (const table of tables) {
    if (table.name in ORGANISATION_WIDE) continue;
    if (table.shopNullable === null) {
      found.push(`${table.name}: no shop_id, and not in the organisation-wide list`);
      continue;
    }
    if (table.shopNullable && !NULLABLE_SHOP.has(table.name)) found.push(`${table.name}: shop_id may be null`);
    for (const index of table.indexes) {
      const surrogate = index.primary && index.columns.length === 1 && index.columns[0] === 'id';
      if (surrogate || GLOBAL_INDEXES.includes(index.name)) continue;
      if (index.columns[0] !== 'shop_id')
        found.push(`${table.name}.${index.name}: (${index.columns.join(', ')}) does not start with shop_id`);
    }
  }
  const names = new Set(tables.map((t) => t.name));
  for (const name of Object.keys(ORGANISATION_WIDE)) if (!names.has(name)) found.push(`${name}: organisation-wide, but no such table`);
  for (const name of GLOBAL_INDEXES) {
    const index = tables.flatMap((t) => t.indexes).find((i) => i.name === name);
    if (!index?.unique) found.push(`${name}: a global exception, but no such unique index`);
  }
  return found;
}

describe('every table holds one shop or the organisation', () => {
  let database: TestDatabase | undefined;
  let db: Db | undefined;
  const walk = async () => (database?.kind === 'postgres' ? postgresTables(db!) : sqliteTables(db!));

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDb(database.config);
    await migrateToLatest(db as unknown as Kysely<unknown>);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('gives every per-shop table a non-null shop_id leading each index, and lists the rest', async () => {
    const tables = await walk();
    expect(tables.length).toBeGreaterThan(55);
    expect(misplaced(tables)).toEqual([]);
    // The walk looked at real keys: the natural keys of before now start with the shop.
    const first = (table: string, index: (i: Index) => boolean) => tables.find((t) => t.name === table)?.indexes.find(index)?.columns;
    expect(first('settings', (i) => i.primary)).toEqual(['shop_id', 'key']);
    expect(first('schedules', (i) => i.primary)).toEqual(['shop_id', 'name']);
    expect(first('store_writes', (i) => i.unique && !i.primary && i.columns.includes('intent_key'))).toEqual(['shop_id', 'intent_key']);
    expect(first('jobs', (i) => i.name === 'jobs_dedupe_key')).toEqual(['shop_id', 'dedupe_key']);
    expect(first('customers', (i) => i.name === 'customers_email')).toEqual(['shop_id', 'programme', 'email_lower']);
  });

  it('fails a new table with no shop and an index of a per-shop table that does not start with it', async () => {
    const probe = db!;
    await sql`CREATE TABLE probe_notes (id integer PRIMARY KEY, note text)`.execute(probe);
    await sql`CREATE INDEX customers_probe ON customers (email_lower)`.execute(probe);
    await sql`CREATE TABLE probe_shop_notes (shop_id integer, note text)`.execute(probe);
    try {
      expect(misplaced(await walk()).sort()).toEqual(
        [
          'customers.customers_probe: (email_lower) does not start with shop_id',
          'probe_notes: no shop_id, and not in the organisation-wide list',
          'probe_shop_notes: shop_id may be null',
        ].sort(),
      );
    } finally {
      await sql`DROP INDEX customers_probe`.execute(probe);
      await sql`DROP TABLE probe_shop_notes`.execute(probe);
      await sql`DROP TABLE probe_notes`.execute(probe);
    }
  });
});
