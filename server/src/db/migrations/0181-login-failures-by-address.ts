import type { Kysely } from 'kysely';

/** The sign-in throttle also counts an address's failures over all e-mails (password spraying): one range on this index. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('login_failures_address').on('login_failures').columns(['client_address', 'created_at']).execute();
}
