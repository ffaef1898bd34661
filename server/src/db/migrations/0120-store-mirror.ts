import type { Kysely } from 'kysely';
import { notNullInt, notNullText, withId } from '../dialect';

/**
 * The customer mirror of a connected Shopify store (docs/outside-interfaces.md 'Shopify'), beside the `customers` table it
 * fills: the store's id and state on each mirrored row, the webhook events seen (by event id, so a
 * duplicate changes nothing), the first-load runs with their resume point, and the store writes with
 * their recorded intent (so an outage retries a write and never doubles it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('customers').addColumn('store_id', 'bigint').execute();
  await db.schema.alterTable('customers').addColumn('store_state', 'text').execute();
  await db.schema.alterTable('customers').addColumn('store_updated_at', 'text').execute();
  await db.schema.alterTable('customers').addColumn('store_credit_cents', 'bigint').execute();
  // NULLs are distinct in both databases: local customers (embedded store) need no store id.
  await db.schema.createIndex('customers_store_id').on('customers').column('store_id').unique().execute();
  // The reconciliation's watermark and the count-and-repair walk read the mirror by store time.
  await db.schema.createIndex('customers_store_updated').on('customers').columns(['store_updated_at', 'store_id']).execute();

  await db.schema
    .createTable('store_webhook_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('webhook_id', 'text', notNullText)
    .addColumn('shop_domain', 'text', notNullText)
    .addColumn('job_id', 'bigint')
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('store_webhook_events_received').on('store_webhook_events').column('received_at').execute();

  await withId(db, db.schema.createTable('store_loads'))
    .addColumn('job_id', 'bigint', (c) => c.notNull())
    .addColumn('bulk_operation_id', 'text')
    .addColumn('url', 'text')
    .addColumn('lines_done', 'bigint', notNullInt)
    .addColumn('customers_done', 'bigint', notNullInt)
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();

  await withId(db, db.schema.createTable('store_writes'))
    .addColumn('intent_key', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', notNullInt)
    .addColumn('answer', 'text')
    .addColumn('error', 'text')
    .addColumn('operator_id', 'bigint')
    .addColumn('job_id', 'bigint')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('store_writes_status').on('store_writes').columns(['status', 'id']).execute();
}
