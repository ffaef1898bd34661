import type { Kysely } from 'kysely';
import { notNullInt, notNullText, withId } from '../dialect';

/** Bulk prices and their import results, the price log, display names, coupons and returns. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('bulk_prices'))
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'bigint', notNullInt)
    .addColumn('compare_at_cents', 'bigint')
    .addColumn('previous_cents', 'bigint')
    .addColumn('effective_date', 'text', (c) => c.notNull())
    .addColumn('effective_at', 'text', (c) => c.notNull())
    .addColumn('below_mapp', 'integer', notNullInt)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('scheduled'))
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('source', 'text', notNullText)
    .addColumn('message', 'text')
    .addColumn('applied_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bulk_prices_sku_day').on('bulk_prices').columns(['sku', 'effective_date']).unique().execute();
  await db.schema.createIndex('bulk_prices_list').on('bulk_prices').columns(['effective_date', 'id']).execute();
  await db.schema.createIndex('bulk_prices_due').on('bulk_prices').columns(['status', 'effective_at', 'id']).execute();

  await withId(db, db.schema.createTable('bulk_price_import_results'))
    .addColumn('job_id', 'bigint', (c) => c.notNull())
    .addColumn('row', 'integer', (c) => c.notNull())
    .addColumn('sku', 'text', notNullText)
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('message', 'text', notNullText)
    .addColumn('old_cents', 'bigint')
    .addColumn('new_cents', 'bigint')
    .execute();
  await db.schema
    .createIndex('bulk_price_import_results_job')
    .on('bulk_price_import_results')
    .columns(['job_id', 'row'])
    .unique()
    .execute();

  await withId(db, db.schema.createTable('price_log'))
    .addColumn('bulk_price_id', 'bigint')
    .addColumn('bulk_price_revision', 'integer')
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('previous_cents', 'bigint')
    .addColumn('current_cents', 'bigint', (c) => c.notNull())
    .addColumn('compare_at_cents', 'bigint')
    .addColumn('percent_change', 'double precision')
    .addColumn('customer_type', 'text', notNullText)
    .addColumn('source', 'text', notNullText)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('applied'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // One log row per revision of a price (scheduled, then applied), whatever the number of workers racing.
  await db.schema
    .createIndex('price_log_applied_once')
    .on('price_log')
    .columns(['bulk_price_id', 'bulk_price_revision'])
    .unique()
    .execute();
  await db.schema.createIndex('price_log_list').on('price_log').columns(['created_at', 'id']).execute();

  await db.schema
    .createTable('display_names')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', notNullText)
    .addColumn('sort', 'integer', notNullInt)
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('coupons'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('order_ref', 'text')
    .addColumn('assigned_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('coupons_code').on('coupons').column('code').unique().execute();
  await db.schema.createIndex('coupons_list').on('coupons').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('coupons_order').on('coupons').column('order_ref').execute();

  await withId(db, db.schema.createTable('coupon_resends'))
    .addColumn('coupon_id', 'bigint', (c) => c.notNull())
    .addColumn('operator_id', 'bigint')
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('mail_id', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('coupon_resends_coupon').on('coupon_resends').columns(['coupon_id', 'id']).execute();

  await db.schema
    .createTable('return_order_locks')
    .addColumn('order_id', 'bigint', (c) => c.primaryKey())
    .execute();

  await withId(db, db.schema.createTable('return_requests'))
    .addColumn('order_id', 'bigint', (c) => c.notNull())
    .addColumn('idempotency_key', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('response', 'text')
    .addColumn('operator_id', 'bigint')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('return_requests_key').on('return_requests').column('idempotency_key').unique().execute();

  await withId(db, db.schema.createTable('return_labels'))
    .addColumn('request_id', 'bigint', (c) => c.notNull())
    .addColumn('tracking_number', 'text', (c) => c.notNull())
    .addColumn('carrier', 'text', (c) => c.notNull())
    .addColumn('file_id', 'bigint')
    .addColumn('weight_lbs', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('return_labels_tracking').on('return_labels').column('tracking_number').unique().execute();

  let returns = withId(db, db.schema.createTable('returns'))
    .addColumn('request_id', 'bigint', (c) => c.notNull())
    .addColumn('label_id', 'bigint')
    .addColumn('order_id', 'bigint', (c) => c.notNull())
    .addColumn('order_number', 'bigint', (c) => c.notNull())
    .addColumn('lineitem_id', 'bigint', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('refund_status', 'integer', notNullInt)
    .addColumn('isedit', 'integer', notNullInt);
  for (const col of ['sku', 'title', 'shopify_order_date', 'country', 'address', 'city', 'state', 'zipcode', 'phone'])
    returns = returns.addColumn(col, 'text', notNullText);
  await returns
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('returns_order').on('returns').columns(['order_id', 'lineitem_id']).execute();
  await db.schema.createIndex('returns_request').on('returns').column('request_id').execute();
}
