import { AsyncLocalStorage } from 'node:async_hooks';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { SQLite } from './sqlite-driver';
import pg from 'pg';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type KyselyConfig,
  type SqliteDatabase,
  type SqliteStatement,
  type Transaction,
} from 'kysely';
import type { Database } from '../db/schema';
import type { Config } from './config';
import { ensureDataDir, ensurePrivateFile } from './data-dir';

export type Db = Kysely<Database>;
export type DbOrTrx = Kysely<Database> | Transaction<Database>;

/**
 * PostgreSQL's text of an int8 (an optional minus, then digits) as a number; our ids and cents stay far below 2^53.
 * A digit loop for up to 15 digits: `Number()` of each fresh string went through V8's runtime, about 70 ns each,
 * three columns of every row of a list page.
 */
export function int8Number(text: string): number {
  const negative = text.charCodeAt(0) === 45;
  if (text.length > 15 || text.length === (negative ? 1 : 0)) return Number(text);
  let value = 0;
  for (let i = negative ? 1 : 0; i < text.length; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return Number(text);
    value = value * 10 + digit;
  }
  return negative ? -value : value;
}

pg.types.setTypeParser(20, int8Number);

/** The open transaction of the calling code: what runs once it has ended. */
interface TransactionScope {
  ended: Array<() => void>;
}

const transactionScope = new AsyncLocalStorage<TransactionScope>();

/** Our transactions open in this process now: `transactionScope` is on only while there is one. */
let openTransactions = 0;

/** True while the calling code runs inside one of our database transactions (`db.transaction().execute`). */
export function insideTransaction(): boolean {
  return transactionScope.getStore() !== undefined;
}

/**
 * Runs `then` now, and again once the caller's transaction (if any) has ended: a cache dropped inside a
 * transaction could be refilled from the rows as they were before the commit by a read meanwhile.
 */
export function nowAndAfterTransaction(then: () => void): void {
  then();
  transactionScope.getStore()?.ended.push(then);
}

/**
 * Marks the callbacks of `db.transaction().execute` so outside calls can refuse to run there (docs/conventions.md
 * §10: the store is never called inside one of our transactions; a slow store would hold locks).
 */
function markTransactions(db: Db): Db {
  const begin = db.transaction.bind(db);
  db.transaction = () => {
    const builder = begin();
    const execute = builder.execute.bind(builder);
    builder.execute = async (callback) => {
      const scope: TransactionScope = { ended: [] };
      openTransactions++;
      try {
        return await execute((trx) => transactionScope.run(scope, () => callback(trx)));
      } finally {
        // On Node 20 a storage in use keeps async hooks on for the whole process, and every promise and tick of every
        // request pays for them (about 25 µs of a list page); it is needed only while a transaction is open.
        if (--openTransactions === 0) transactionScope.disable();
        for (const then of scope.ended) then();
      }
    };
    return builder;
  };
  return db;
}

/** SQL texts that PostgreSQL gets as named prepared statements, with their names (see `preparedOnPostgres`). */
const statementNames = new Map<string, string>();

/**
 * From now on, `text` goes to PostgreSQL as a named prepared statement: parsed once per connection instead of on
 * every call, and planned once when PostgreSQL finds its generic plan as good as those for the values (after five
 * calls; a LIMIT as a parameter defeats that, see `customerListQuery`). Planning the list page's query cost
 * PostgreSQL more CPU than running it (about 0.35 ms against 0.15). For fixed texts run often
 * (`runShaped`): each name stays on every connection while it lives, so the set must stay small.
 */
export function preparedOnPostgres(text: string): void {
  if (!statementNames.has(text)) statementNames.set(text, `console_${statementNames.size + 1}`);
}

/** What reads a named statement's rows: its columns as PostgreSQL described them, their parsers and the row builder. */
interface StatementShape {
  fields: readonly pg.FieldDef[];
  parsers: ReadonlyArray<(text: string) => unknown>;
  build: RowBuilder;
}

/** By statement name: a prepared statement's columns never change while it lives. */
const shapesByName = new Map<string, StatementShape>();

/** The parser pg gives text columns: it hands the text on as it is, so a row builder need not call it. */
const textAsIs = pg.types.getTypeParser(25, 'text');

function sameColumns(a: readonly pg.FieldDef[], b: readonly pg.FieldDef[]): boolean {
  return (
    a.length === b.length && a.every((f, i) => f.name === b[i]!.name && f.dataTypeID === b[i]!.dataTypeID && f.format === b[i]!.format)
  );
}

function shapeOf(name: string, fields: readonly pg.FieldDef[]): StatementShape {
  const known = shapesByName.get(name);
  if (known !== undefined && sameColumns(known.fields, fields)) return known;
  const parsers = fields.map(
    (f) => pg.types.getTypeParser(f.dataTypeID, f.format === 'binary' ? 'binary' : 'text') as (text: string) => unknown,
  );
  const shape = {
    fields,
    parsers,
    build: rowBuilder(
      fields.map((f) => f.name),
      parsers.map((parse) => parse !== textAsIs),
    ),
  };
  shapesByName.set(name, shape);
  return shape;
}

/**
 * The pg release {@link NamedStatementQuery} was written and tested against: it overrides two of Query's message
 * handlers and writes its private `_result` and `_canceledDueToError`, which any release may change. server/package.json
 * pins pg to exactly this, and `pg-internals.test.ts` fails when the installed pg is another, before a query could.
 */
export const PG_QUERY_INTERNALS_OF = '8.23.1';

/** The parts of pg's Query (pg 8) that {@link NamedStatementQuery} uses; its type declarations leave them out. */
interface QueryState {
  _result: { fields: readonly pg.FieldDef[]; rows: Array<Record<string, unknown>> };
  _canceledDueToError: unknown;
}

/**
 * pg's query for a named statement, reading each row straight into its object. pg's own rebuilds, on every call,
 * the columns' parsers and an empty row made by spreading a dictionary-mode object (`Result.addFields`: about 15 µs
 * for the list page's 24 columns), then an object or array per row, which we copied once more. Here the
 * statement's parsers and builder are made once. A parser that throws fails the query as in pg (`handleError`).
 */
class NamedStatementQuery extends pg.Query {
  readonly #statement: string;
  #shape: StatementShape | null = null;

  constructor(statement: string, text: string, values: unknown[], callback: (err: Error | undefined, result: pg.QueryResult) => void) {
    super({ name: statement, text, values }, undefined, callback);
    this.#statement = statement;
  }

  handleRowDescription(msg: { fields: pg.FieldDef[] }): void {
    this.#shape = shapeOf(this.#statement, msg.fields);
    (this as unknown as QueryState)._result.fields = msg.fields;
  }

  handleDataRow(msg: { fields: Array<string | null> }): void {
    const state = this as unknown as QueryState;
    if (state._canceledDueToError) return;
    try {
      const shape = this.#shape;
      if (shape === null) throw new Error(`Statement ${this.#statement}: a row came before its columns' description`);
      state._result.rows.push(shape.build(msg.fields, shape.parsers));
    } catch (err) {
      state._canceledDueToError = err;
    }
  }
}

/**
 * A new connection sends the texts marked by `preparedOnPostgres` by name; the driver prepares each on first use,
 * and {@link NamedStatementQuery} reads the rows.
 */
function namePreparedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (config: unknown, values?: unknown, callback?: unknown) => unknown;
  const named = (config: unknown, values?: unknown, callback?: unknown): unknown => {
    const name = typeof config === 'string' ? statementNames.get(config) : undefined;
    if (name === undefined || callback !== undefined) return query(config, values, callback);
    return new Promise<pg.QueryResult>((resolve, reject) => {
      query(new NamedStatementQuery(name, config as string, values as unknown[], (err, result) => (err ? reject(err) : resolve(result))));
    });
  };
  client.query = named as typeof client.query;
}

/** The pools of `createDb`'s PostgreSQL databases that run no query log, for `readPrepared`. */
const pools = new WeakMap<DbOrTrx, pg.Pool>();

/**
 * The rows of a text marked by `preparedOnPostgres`, straight from the pool, when `db` is one of `createDb`'s
 * PostgreSQL databases (not a transaction, which keeps its own connection); null otherwise, and the caller goes
 * through Kysely. Kysely's executor hands each query through about ten promises for plugins and a connection
 * provider that these reads do not use, some 15 µs of a list page.
 */
export function readPrepared(db: DbOrTrx, text: string, parameters: readonly unknown[]): Promise<unknown[]> | null {
  const pool = pools.get(db);
  if (pool === undefined) return null;
  return pool.connect().then((client) =>
    client.query(text, [...parameters]).then(
      (result) => {
        client.release();
        return result.rows;
      },
      (err: unknown) => {
        client.release();
        throw err;
      },
    ),
  );
}

/** `log` sees every query run (the bench reads the page's SQL text with it). */
export function createDb(config: Pick<Config, 'databaseUrl' | 'dataDir'>, log?: KyselyConfig['log']): Db {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    pool.on('connect', namePreparedStatements);
    // An idle client dropped by the server emits on the pool; unheard, it would end the process.
    pool.on('error', (err) => console.error('PostgreSQL pool: idle connection lost', err.message));
    const db = markTransactions(new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log }));
    // A query log sees every query, so a logged database reads through Kysely.
    if (!log) pools.set(db, pool);
    return db;
  }
  ensureDataDir(config.dataDir);
  const file = path.join(config.dataDir, 'console.sqlite');
  ensurePrivateFile(file);
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  return markTransactions(new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), log }));
}

const STATEMENT_CACHE_SIZE = 500;

interface CachedStatement {
  /** A reader (it answers rows) is in raw mode: rows come as arrays, made objects by `row`. */
  stmt: BetterSqlite3.Statement;
  row: RowBuilder | null;
}

type RowBuilder = (values: readonly unknown[], parsers?: ReadonlyArray<(text: string) => unknown>) => Record<string, unknown>;

/**
 * Makes one row object, keyed by column name like the drivers' own, from a driver's array of values;
 * written once for its columns as an object literal, which gets its final shape at once. The drivers
 * build objects property by property (better-sqlite3 through its native API), and so did a loop
 * storing by column name here: V8 runs such stores through its generic path once many queries' columns
 * pass one place, about 50 µs for a 26-row list page against 2 µs for the literal. Names go
 * in as JSON string literals, so any name is safe; a repeated name keeps its last value, as the
 * drivers' objects do; `__proto__` is a computed key, so it stays an own property. A column marked in
 * `parsed` goes through its parser (the builder's second argument) unless it is null, as in pg.
 */
function rowBuilder(columns: readonly string[], parsed: readonly boolean[] = []): RowBuilder {
  const key = `${columns.join('\u0000')}\u0001${parsed.map((p) => (p ? 1 : 0)).join('')}`;
  const known = rowBuilders.get(key);
  if (known) return known;
  const fields = columns.map((name, i) => {
    const value = parsed[i] ? `v[${i}] === null ? null : p[${i}](v[${i}])` : `v[${i}]`;
    return `${name === '__proto__' ? '["__proto__"]' : JSON.stringify(name)}: ${value}`;
  });
  const built = new Function('v', 'p', `return { ${fields.join(', ')} };`) as RowBuilder;
  if (rowBuilders.size < ROW_BUILDERS_KEPT) rowBuilders.set(key, built);
  return built;
}

/**
 * Builders by column list: writing one costs about as much as preparing a statement, and many texts share their
 * columns (an import's look-ups by e-mail, one text per length of the list). Column lists are our queries', so few.
 */
const rowBuilders = new Map<string, RowBuilder>();
const ROW_BUILDERS_KEPT = 1000;

function rowsFrom(rows: ReadonlyArray<readonly unknown[]>, build: RowBuilder): Array<Record<string, unknown>> {
  const out = new Array<Record<string, unknown>>(rows.length);
  for (let r = 0; r < rows.length; r++) out[r] = build(rows[r]!);
  return out;
}

/**
 * Kysely prepares every query anew; on SQLite that is a real share of a list page's time. Statements
 * are kept by SQL text (the oldest dropped past the limit) and reused for `all` and `run`, which
 * finish before they return; `iterate` (streamed exports) gets its own, as a statement being
 * iterated cannot run anything else meanwhile.
 */
function withStatementCache(sqlite: BetterSqlite3.Database): SqliteDatabase {
  const cache = new Map<string, CachedStatement>();
  const prepared = (text: string): CachedStatement => {
    const hit = cache.get(text);
    if (hit) return hit;
    const stmt = sqlite.prepare(text);
    const entry: CachedStatement = stmt.reader
      ? { stmt: stmt.raw(true), row: rowBuilder(stmt.columns().map((c) => c.name)) }
      : { stmt, row: null };
    if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    cache.set(text, entry);
    return entry;
  };
  return {
    close: () => sqlite.close(),
    prepare(text: string): SqliteStatement {
      const { stmt, row } = prepared(text);
      return {
        reader: stmt.reader,
        all: (parameters) => (row ? rowsFrom(stmt.all(...parameters) as unknown[][], row) : stmt.all(...parameters)),
        run: (parameters) => stmt.run(...parameters),
        iterate: (parameters) => sqlite.prepare(text).iterate(...parameters),
      };
    },
  };
}

export function nowIso(): string {
  return new Date().toISOString();
}
