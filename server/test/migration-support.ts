import { Migrator, type Kysely } from 'kysely';
import { migrations } from '../src/db/migrate';
import { createDb, type Db } from '../src/platform/db';
import { createTestDatabase, type TestDatabase } from './harness';

export interface DatabaseBefore {
  database: TestDatabase;
  db: Db;
  /** The same handle typed for tables of that time, to write rows as an older release did. */
  legacy: Kysely<Record<string, Record<string, unknown>>>;
  close(): Promise<void>;
}

/** A fresh database at the schema of before migration `name`, so a test can write rows of that time and then migrate. */
export async function databaseBefore(name: string): Promise<DatabaseBefore> {
  const database = await createTestDatabase({ empty: true });
  const db = createDb(database.config);
  const before = Object.fromEntries(Object.entries(migrations).filter(([key]) => key < name));
  const { error } = await new Migrator({
    db: db as unknown as Kysely<unknown>,
    provider: { getMigrations: async () => before },
    allowUnorderedMigrations: true,
  }).migrateToLatest();
  if (error) throw error;
  return {
    database,
    db,
    legacy: db as unknown as Kysely<Record<string, Record<string, unknown>>>,
    async close() {
      await db.destroy();
      await database.drop();
    },
  };
}
