import type { Kysely } from 'kysely';
import { notNullInt, notNullText } from '../dialect';

/**
 * Webhooks signed with our secret but sent for another shop (a dev, a staging and a
 * production shop share one app): counted per shop domain for the Store sync screen, nothing else
 * kept. One row per domain, so parallel deliveries add up with an upsert.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('store_foreign_webhooks')
    .addColumn('shop_domain', 'text', (c) => c.primaryKey())
    .addColumn('deliveries', 'bigint', notNullInt)
    .addColumn('last_topic', 'text', notNullText)
    .addColumn('last_at', 'text', (c) => c.notNull())
    .execute();
}
