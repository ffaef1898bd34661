import type BetterSqlite3 from 'better-sqlite3';
import { SQLite } from '../platform/sqlite-driver';
import pg from 'pg';
import type { CompiledQuery, KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import type { DbKind } from '../db/dialect';
import type { Db } from '../platform/db';
import type { BenchTarget } from './bench-target';

/** Keeps the last query that ran through it, so the repository's own SELECT can be compiled to SQL text. */
class LastQuery implements KyselyPlugin {
  node: RootOperationNode | null = null;
  queryId: PluginTransformQueryArgs['queryId'] | null = null;

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.node = args.node;
    this.queryId = args.queryId;
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

/** Runs `run` once on a handle that records its query; answers the SQL text and parameters it ran. */
export async function captureSql(db: Db, run: (db: Db) => Promise<unknown>): Promise<CompiledQuery> {
  const last = new LastQuery();
  await run(db.withPlugin(last));
  if (!last.node || !last.queryId) throw new Error('no query was run');
  return db.getExecutor().compileQuery(last.node, last.queryId);
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
      const rows = db.prepare(`EXPLAIN QUERY PLAN ${query.sql}`).all(...(query.parameters as unknown[])) as Array<{ id: number; parent: number; detail: string }>;
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
      const res = await client.query<{ 'QUERY PLAN': string }>({ text: `EXPLAIN (ANALYZE, BUFFERS) ${query.sql}`, values: query.parameters as unknown[] });
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
