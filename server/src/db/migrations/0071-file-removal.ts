import type { Kysely } from 'kysely';

/** Stored files can be removed by the retention clean-up; the row stays so a download can answer 410. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('files').addColumn('removed_at', 'text').execute();
  await db.schema.createIndex('files_created').on('files').columns(['created_at', 'id']).execute();
}
