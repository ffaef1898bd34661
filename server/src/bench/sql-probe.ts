import type BetterSqlite3 from 'better-sqlite3';
import { SQLite } from '../platform/sqlite-driver';
import pg from 'pg';
import {
  Kysely,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';
import { dbKind, type DbKind } from '../db/dialect';
import type { Database } from '../db/schema';
import type { Db } from '../platform/db';
import type { BenchTarget } from './bench-target';

/**
 * Runs `run` once on a handle whose connection records the query instead of running it; answers the
 * SQL text and parameters the database would have got. It sits below Kysely's compiler, so it also
 * sees a query sent as text compiled earlier (`runShaped`), which a plugin never would.
 */
export async function captureSql(db: Db, run: (db: Db) => Promise<unknown>): Promise<CompiledQuery> {
  let last: CompiledQuery | null = null;
  const connection: DatabaseConnection = {
    async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      last = query;
      return { rows: [] };
    },
    // eslint-disable-next-line require-yield -- a probe never streams
    async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
      throw new Error('captureSql records single queries only');
    },
  };
  const driver: Driver = {
    init: async () => {},
    acquireConnection: async () => connection,
    beginTransaction: async () => {},
    commitTransaction: async () => {},
    rollbackTransaction: async () => {},
    releaseConnection: async () => {},
    destroy: async () => {},
  };
  const postgres = dbKind(db) === 'postgres';
  const probe = new Kysely<Database>({
    dialect: {
      // The same adapter as the real handle, so `dbKind` and the shaped-query cache treat both alike.
      createAdapter: () => db.getExecutor().adapter,
      createDriver: () => driver,
      createIntrospector: (k) => (postgres ? new PostgresIntrospector(k) : new SqliteIntrospector(k)),
      createQueryCompiler: () => (postgres ? new PostgresQueryCompiler() : new SqliteQueryCompiler()),
    },
  });
  try {
    await run(probe);
  } catch (err) {
    // The probe answers no rows, so code that needs one (a count) fails after its query is recorded.
    if (!last) throw err;
  } finally {
    await probe.destroy();
  }
  if (!last) throw new Error('no query was run');
  return last;
}

/** The database driver without Kysely: better-sqlite3 on its own connection, or one pg client. */
export interface RawDriver {
  run(query: CompiledQuery): Promise<number>;
  /** `EXPLAIN QUERY PLAN` on SQLite, `EXPLAIN (ANALYZE, BUFFERS)` on PostgreSQL, one line per plan node. */
  explain(query: CompiledQuery): Promise<string[]>;
  close(): Promise<void>;
}

function sqliteDriver(file: string): RawDriver {
  const db = new SQLite(file, { readonly: true });
  // A driver user would keep prepared statements; this is the floor the API is compared with.
  const statements = new Map<string, BetterSqlite3.Statement>();
  const prepared = (text: string) => {
    let stmt = statements.get(text);
    if (!stmt) statements.set(text, (stmt = db.prepare(text)));
    return stmt;
  };
  return {
    async run(query) {
      return prepared(query.sql).all(...(query.parameters as unknown[])).length;
    },
    async explain(query) {
      const rows = db.prepare(`EXPLAIN QUERY PLAN ${query.sql}`).all(...(query.parameters as unknown[])) as Array<{
        id: number;
        parent: number;
        detail: string;
      }>;
      const depth = new Map<number, number>([[0, -1]]);
      return rows.map((r) => {
        const d = (depth.get(r.parent) ?? -1) + 1;
        depth.set(r.id, d);
        return `${'  '.repeat(d)}${r.detail}`;
      });
    },
    async close() {
      db.close();
    },
  };
}

async function postgresDriver(url: string): Promise<RawDriver> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    async run(query) {
      return (await client.query({ text: query.sql, values: query.parameters as unknown[] })).rowCount ?? 0;
    },
    async explain(query) {
      const res = await client.query<{ 'QUERY PLAN': string }>({
        text: `EXPLAIN (ANALYZE, BUFFERS) ${query.sql}`,
        values: query.parameters as unknown[],
      });
      return res.rows.map((r) => r['QUERY PLAN']);
    },
    close: () => client.end(),
  };
}

export function openRawDriver(target: BenchTarget): Promise<RawDriver> {
  if (target.kind === 'sqlite') {
    if (!target.sqliteFile) throw new Error('SQLite target without a file');
    return Promise.resolve(sqliteDriver(target.sqliteFile));
  }
  if (!target.config.databaseUrl) throw new Error('PostgreSQL target without a URL');
  return postgresDriver(target.config.databaseUrl);
}

export interface PlanVerdict {
  /** The customers table is read through an index range (SQLite SEARCH / PostgreSQL Index Cond). */
  indexRange: boolean;
  fullScan: boolean;
  /** A sort outside the index: SQLite's temp B-tree, PostgreSQL's Sort node. */
  sort: boolean;
  ok: boolean;
}

export function planVerdict(kind: DbKind, plan: readonly string[]): PlanVerdict {
  const text = plan.join('\n');
  let indexRange: boolean, fullScan: boolean, sort: boolean;
  if (kind === 'sqlite') {
    indexRange = /SEARCH customers USING (COVERING )?INDEX/.test(text);
    fullScan = /SCAN customers/.test(text);
    sort = /USE TEMP B-TREE/.test(text);
  } else {
    indexRange = /Index (Only )?Scan( Backward)? using \S+ on customers/.test(text) && /Index Cond/.test(text);
    fullScan = /Seq Scan on customers/.test(text);
    sort = /\bSort\b/.test(text);
  }
  return { indexRange, fullScan, sort, ok: indexRange && !fullScan && !sort };
}
