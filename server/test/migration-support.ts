import { Migrator, type Kysely } from 'kysely';
import { migrations } from '../src/db/migrate';
import type { Db } from '../src/platform/db';

/** Brings a fresh database to the schema of before `name`, so a test can write rows of that time and then migrate. */
export async function migrateBefore(db: Db, name: string): Promise<void> {
  const before = Object.fromEntries(Object.entries(migrations).filter(([key]) => key < name));
  const { error } = await new Migrator({ db: db as unknown as Kysely<unknown>, provider: { getMigrations: async () => before }, allowUnorderedMigrations: true }).migrateToLatest();
  if (error) throw error;
}
