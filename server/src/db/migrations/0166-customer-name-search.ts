import { sql, type Kysely } from 'kysely';
import { lowerKey } from '../dialect';

/**
 * Ctrl+K finds a student or staff member by first or last name: a prefix range on the
 * lower-cased name within the programme, an index range scan at a million customers. An expression
 * index, so no write path has a second copy of the name to keep in step.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['first_name', 'last_name']) {
    await sql`CREATE INDEX ${sql.id(`customers_${column}_search`)} ON customers (programme, (${lowerKey(db, column)}))`.execute(db);
  }
}
