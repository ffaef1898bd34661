import { sql, type Kysely } from 'kysely';

/**
 * Sign-in failures count per client address and e-mail: an attacker's failures slow the
 * attacker's address only, never the operator signing in from elsewhere.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('login_failures')
    .addColumn('client_address', 'text', (c) => c.notNull().defaultTo(sql`''`))
    .execute();
  await db.schema.createIndex('login_failures_client').on('login_failures').columns(['email', 'client_address', 'created_at']).execute();
}
