import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, type QueryExecutorProvider } from 'kysely';

export type DbKind = 'sqlite' | 'postgres';

/** Which database a handle talks to; migrations and a few queries differ by it. */
export function dbKind(db: { getExecutor(): { adapter: object } }): DbKind {
  const name = db.getExecutor().adapter.constructor.name;
  return name.startsWith('Postgres') ? 'postgres' : 'sqlite';
}

/**
 * On PostgreSQL, holds `key` until the transaction ends: instances that check and then write under the same key run one
 * after another, each seeing what the one before committed (every statement reads anew under READ COMMITTED). On SQLite
 * the write transaction itself is what serialises writers, so nothing is taken here.
 */
export async function lockForTransaction(trx: QueryExecutorProvider, key: string): Promise<void> {
  if (dbKind(trx) === 'postgres') await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}

/** An auto-increment integer primary key on either database. */
export function withId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'> {
  return dbKind(db) === 'postgres'
    ? table.addColumn('id', 'bigserial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export const notNullText = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');
export const notNullInt = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);

export { sql };

/**
 * A column lower-cased in byte order, the same on both databases: SQLite's lower() folds ASCII only and
 * compares bytes; PostgreSQL's folds ASCII only under the "C" collation, which also orders by bytes. An
 * index on this expression serves prefix ranges (`>= p and < prefixEnd(p)`) with p folded by `foldAscii`.
 */
export function lowerKey(db: { getExecutor(): { adapter: object } }, column: string) {
  return dbKind(db) === 'postgres' ? sql<string>`lower(${sql.ref(column)} COLLATE "C")` : sql<string>`lower(${sql.ref(column)})`;
}

/** What `lowerKey` does to a column, done to typed text: A–Z to a–z, nothing else. */
export const foldAscii = (text: string): string => text.replace(/[A-Z]+/g, (s) => s.toLowerCase());

/**
 * Runs `fn` as one writer at a time for `key`, across instances: on PostgreSQL in a transaction holding an
 * advisory lock on the key; on SQLite in a write transaction taken at BEGIN IMMEDIATE (the database has one
 * writer), so a second process waits for the lock instead of failing on a stale read.
 */
export async function serialisedWrite<DB, T>(db: Kysely<DB>, key: string, fn: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  if (dbKind(db as never) === 'postgres') {
    return db.transaction().execute(async (trx) => {
      await lockForTransaction(trx, key);
      return fn(trx);
    });
  }
  return db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const result = await fn(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (error) {
      await sql`rollback`.execute(conn);
      throw error;
    }
  });
}
