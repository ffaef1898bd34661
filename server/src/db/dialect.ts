import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';

export type DbKind = 'sqlite' | 'postgres';

/** Which database a handle talks to; migrations and a few queries differ by it. */
export function dbKind(db: { getExecutor(): { adapter: object } }): DbKind {
  const name = db.getExecutor().adapter.constructor.name;
  return name.startsWith('Postgres') ? 'postgres' : 'sqlite';
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
