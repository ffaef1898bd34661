import { sql, type Kysely } from 'kysely';
import { dbKind } from '../dialect';

/**
 * E-mail prefix searches are ranges on `email_lower` (list-search.ts). Under a linguistic default
 * collation (glibc en_US, ICU en-US) punctuation sorts out of byte order, so `john.` to `john/` can
 * take in `john@…` and miss rows. Byte order makes the range exact; SQLite's BINARY already is.
 * Any new table with an `email_lower` searched by prefix declares it the same way.
 */
export const EMAIL_SEARCH_TABLES = ['customers', 'invitations'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (dbKind(db) !== 'postgres') return;
  // The column's indexes are rebuilt with the new collation by the same statement.
  for (const table of EMAIL_SEARCH_TABLES)
    await sql`ALTER TABLE ${sql.table(table)} ALTER COLUMN email_lower TYPE text COLLATE "C"`.execute(db);
}
