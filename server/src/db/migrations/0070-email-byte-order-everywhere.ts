import { sql, type Kysely } from 'kysely';
import { dbKind } from '../dialect';

/**
 * The tables added beside the first e-mail searches (codes, giveaways, credits) keep `email_lower`
 * in byte order too, as 0011 does for customers and invitations: one rule for every e-mail column,
 * so a prefix search added later is exact whatever the database's default collation.
 */
const TABLES = ['code_redemptions', 'giveaway_entries', 'credit_accounts'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (dbKind(db) !== 'postgres') return;
  for (const table of TABLES) await sql`ALTER TABLE ${sql.table(table)} ALTER COLUMN email_lower TYPE text COLLATE "C"`.execute(db);
}
