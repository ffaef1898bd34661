import { sql, type Kysely } from 'kysely';
import { notNullInt } from '../dialect';

/**
 * Stored files can be removed by the retention clean-up; the row stays so a download can answer 410.
 * `kept` files never are: the shipping labels made before this migration are marked here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('files').addColumn('removed_at', 'text').execute();
  await db.schema.alterTable('files').addColumn('kept', 'integer', notNullInt).execute();
  await sql`UPDATE files SET kept = 1 WHERE id IN (SELECT file_id FROM return_labels WHERE file_id IS NOT NULL)`.execute(db);
  await db.schema.createIndex('files_created').on('files').columns(['created_at', 'id']).execute();
}
