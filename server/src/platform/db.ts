import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase, type SqliteStatement, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Config } from './config';
import { ensureDataDir, ensurePrivateFile } from './data-dir';

export type Db = Kysely<Database>;
export type DbOrTrx = Kysely<Database> | Transaction<Database>;

// Postgres bigint (int8) arrives as text by default; our ids and cents stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

export function createDb(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Db {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    // An idle client dropped by the server emits on the pool; unheard, it would end the process.
    pool.on('error', (err) => console.error('PostgreSQL pool: idle connection lost', err.message));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  ensureDataDir(config.dataDir);
  const file = path.join(config.dataDir, 'console.sqlite');
  ensurePrivateFile(file);
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; on SQLite that is a real share of a list page's time. Statements
 * are kept by SQL text (the oldest dropped past the limit) and reused for `all` and `run`, which
 * finish before they return; `iterate` (streamed exports) gets its own, as a statement being
 * iterated cannot run anything else meanwhile.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  const prepared = (text: string): SQLite.Statement => {
    const hit = cache.get(text);
    if (hit) return hit;
    const stmt = sqlite.prepare(text);
    if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    cache.set(text, stmt);
    return stmt;
  };
  return {
    close: () => sqlite.close(),
    prepare(text: string): SqliteStatement {
      const stmt = prepared(text);
      return {
        reader: stmt.reader,
        all: (parameters) => stmt.all(...parameters),
        run: (parameters) => stmt.run(...parameters),
        iterate: (parameters) => sqlite.prepare(text).iterate(...parameters),
      };
    },
  };
}

export function nowIso(): string {
  return new Date().toISOString();
}
