import { SQLite } from '../platform/sqlite-driver';
import pg from 'pg';
import { customerValues, type CustomerSeed } from '../features/customers/customers.seed';
import { seededRandom } from '../db/demo-people';
import type { BenchTarget } from './bench-target';

/**
 * A bench-only loader for a million rows: the rows of `seedCustomers` (same generator, same seed,
 * same order), written through the bare driver instead of Kysely's 500-row inserts, which spend
 * most of their time building queries. SQLite: one prepared INSERT in large transactions.
 * PostgreSQL: INSERT … SELECT FROM unnest(one array a column), 10,000 rows a statement.
 * The table's secondary indexes are dropped for the load and rebuilt after it from their own
 * definitions (as the migration made them): one sort instead of a million random index inserts.
 */
const BIGINT_COLUMNS = new Set(['amount_spent_cents', 'discount_limit_cents', 'store_id']);
const INTEGER_COLUMNS = new Set(['privacy_consent', 'email_consent', 'shop_id']);
const CHUNK = 10_000;

type Row = Record<string, unknown>;

/**
 * One spec of rows, in one shop (`--shops` loads the same volume into each). `mirrored`: each row
 * is also a store customer (store id 1…count, state ENABLED, store_updated_at = updated_at), as a shop whose
 * mirror has loaded holds them, so the shop's rows fill the mirror's store-id indexes too.
 */
export type BenchCustomerSeed = CustomerSeed & { shop: number; mirrored?: boolean };

function storeColumns(spec: BenchCustomerSeed, n: number, updatedAt: unknown): Row {
  return spec.mirrored ? { store_id: n + 1, store_state: 'ENABLED', store_updated_at: updatedAt } : {};
}

function* chunks(spec: BenchCustomerSeed): Generator<Row[]> {
  const rand = seededRandom(spec.seed);
  const now = Date.now();
  for (let start = 0; start < spec.count; start += CHUNK) {
    yield Array.from({ length: Math.min(CHUNK, spec.count - start) }, (_, i) => {
      const values = customerValues(spec, start + i, rand, now) as Row;
      return { ...values, ...storeColumns(spec, start + i, values.updated_at), shop_id: spec.shop };
    });
  }
}

function columnsOf(spec: BenchCustomerSeed): string[] {
  return [
    ...Object.keys(customerValues(spec, 0, seededRandom(spec.seed), Date.now())),
    ...Object.keys(storeColumns(spec, 0, '')),
    'shop_id',
  ];
}

type Progress = (spec: BenchCustomerSeed, done: number) => void;

async function loadSqlite(file: string, specs: readonly BenchCustomerSeed[], onProgress: Progress): Promise<void> {
  const db = new SQLite(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    // Room for the index rebuild's sort and the table's pages.
    db.pragma('cache_size = -1000000');
    const indexes = db
      .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'customers' AND sql IS NOT NULL")
      .all() as Array<{ name: string; sql: string }>;
    for (const index of indexes) db.exec(`DROP INDEX "${index.name}"`);
    for (const spec of specs) {
      const columns = columnsOf(spec);
      const insert = db.prepare(
        `INSERT INTO customers (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`,
      );
      const insertAll = db.transaction((rows: Row[]) => {
        for (const row of rows) insert.run(row);
      });
      let done = 0;
      for (const rows of chunks(spec)) {
        insertAll(rows);
        onProgress(spec, (done += rows.length));
      }
    }
    for (const index of indexes) db.exec(index.sql);
  } finally {
    db.close();
  }
}

async function loadPostgres(url: string, specs: readonly BenchCustomerSeed[], onProgress: Progress): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Secondary indexes only: the primary key stays (it is a constraint, not in this list).
    const indexes = await client.query<{ name: string; def: string }>(
      "SELECT i.indexname AS name, i.indexdef AS def FROM pg_indexes i WHERE i.tablename = 'customers' AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)",
    );
    for (const index of indexes.rows) await client.query(`DROP INDEX "${index.name}"`);
    for (const spec of specs) {
      const columns = columnsOf(spec);
      const type = (c: string) => (BIGINT_COLUMNS.has(c) ? 'bigint' : INTEGER_COLUMNS.has(c) ? 'integer' : 'text');
      const text = `INSERT INTO customers (${columns.map((c) => `"${c}"`).join(', ')}) SELECT * FROM unnest(${columns.map((c, i) => `$${i + 1}::${type(c)}[]`).join(', ')})`;
      let done = 0;
      for (const rows of chunks(spec)) {
        await client.query(
          text,
          columns.map((c) => rows.map((r) => r[c] ?? null)),
        );
        onProgress(spec, (done += rows.length));
      }
    }
    for (const index of indexes.rows) await client.query(index.def);
  } finally {
    await client.end();
  }
}

/** Loads every spec in order, then rebuilds the indexes once. */
export function bulkInsertCustomers(target: BenchTarget, specs: readonly BenchCustomerSeed[], onProgress: Progress): Promise<void> {
  if (target.sqliteFile) return loadSqlite(target.sqliteFile, specs, onProgress);
  if (!target.config.databaseUrl) throw new Error('PostgreSQL target without a URL');
  return loadPostgres(target.config.databaseUrl, specs, onProgress);
}
