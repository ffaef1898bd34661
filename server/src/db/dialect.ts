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
