import { sql, type Kysely } from 'kysely';
import { FLAGS } from '@console/contracts/common/flags';
import { notNullText } from '../dialect';

/**
 * Jobs and stored files carry the set of flags needed to see them (all of them), instead of one
 * flag or none. A job or file stored with no flag (a bulk reinvite across programmes, its error
 * file) was visible to every operator: it now needs every flag that exists, so only an operator
 * holding them all (the administrator) sees it. A job's error file is made once and kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const everyFlag = [...FLAGS].sort().join(',');
  for (const table of ['jobs', 'files']) {
    await db.schema.alterTable(table).addColumn('flags', 'text', notNullText).execute();
    await sql`UPDATE ${sql.table(table)} SET flags = COALESCE(flag, ${everyFlag})`.execute(db);
    await db.schema.alterTable(table).dropColumn('flag').execute();
  }
  await db.schema.alterTable('jobs').addColumn('error_file_id', 'bigint').execute();
}
