import type { Kysely } from 'kysely';
import { notNullInt, notNullText, withId } from '../dialect';

/**
 * The embedded store platform (docs/glossary.md `commerce`): products, variants, metafields, orders and
 * their line items, kept in our database so every commerce screen works offline. Customers are the
 * shop's `customers` rows (programme `retail` for plain shoppers). A real store-platform adapter
 * would leave these tables empty.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('commerce_products'))
    .addColumn('handle', 'text', (c) => c.notNull())
    .addColumn('title', 'text', notNullText)
    .addColumn('vendor', 'text', notNullText)
    .addColumn('product_type', 'text', notNullText)
    .addColumn('is_bundle', 'integer', notNullInt)
    .addColumn('image_url', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('commerce_products_handle').on('commerce_products').column('handle').unique().execute();

  await withId(db, db.schema.createTable('commerce_variants'))
    .addColumn('product_id', 'bigint', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('title', 'text', notNullText)
    .addColumn('price_cents', 'bigint', notNullInt)
    .addColumn('compare_at_cents', 'bigint')
    .addColumn('weight', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('weight_unit', 'text', (c) => c.notNull().defaultTo('POUNDS'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('commerce_variants_sku').on('commerce_variants').column('sku').unique().execute();
  await db.schema.createIndex('commerce_variants_product').on('commerce_variants').column('product_id').execute();

  await withId(db, db.schema.createTable('commerce_bundle_components'))
    .addColumn('bundle_product_id', 'bigint', (c) => c.notNull())
    .addColumn('component_variant_id', 'bigint', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('commerce_bundle_components_bundle')
    .on('commerce_bundle_components')
    .columns(['bundle_product_id', 'component_variant_id'])
    .unique()
    .execute();

  await withId(db, db.schema.createTable('commerce_metafields'))
    .addColumn('product_id', 'bigint', (c) => c.notNull())
    .addColumn('namespace', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('value', 'text', notNullText)
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('single_line_text_field'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('commerce_metafields_owner')
    .on('commerce_metafields')
    .columns(['product_id', 'namespace', 'key'])
    .unique()
    .execute();

  let orders = withId(db, db.schema.createTable('commerce_orders'))
    .addColumn('number', 'bigint', (c) => c.notNull())
    .addColumn('customer_id', 'bigint')
    .addColumn('email', 'text', notNullText)
    .addColumn('total_cents', 'bigint', notNullInt)
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
    .addColumn('fulfillment_status', 'text', (c) => c.notNull().defaultTo('UNFULFILLED'))
    .addColumn('financial_status', 'text', (c) => c.notNull().defaultTo('PAID'));
  for (const col of [
    'ship_name',
    'ship_address1',
    'ship_address2',
    'ship_city',
    'ship_province_code',
    'ship_zip',
    'ship_country_code',
    'ship_phone',
  ]) {
    orders = orders.addColumn(col, 'text', notNullText);
  }
  await orders.addColumn('created_at', 'text', (c) => c.notNull()).execute();
  await db.schema.createIndex('commerce_orders_number').on('commerce_orders').column('number').unique().execute();
  await db.schema.createIndex('commerce_orders_created').on('commerce_orders').columns(['created_at', 'id']).execute();

  await withId(db, db.schema.createTable('commerce_line_items'))
    .addColumn('order_id', 'bigint', (c) => c.notNull())
    .addColumn('variant_id', 'bigint')
    .addColumn('title', 'text', notNullText)
    .addColumn('sku', 'text', notNullText)
    .addColumn('quantity', 'integer', notNullInt)
    .addColumn('fulfilled_quantity', 'integer', notNullInt)
    .addColumn('price_cents', 'bigint', notNullInt)
    .addColumn('image_url', 'text')
    .addColumn('weight', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('weight_unit', 'text', (c) => c.notNull().defaultTo('POUNDS'))
    .execute();
  await db.schema.createIndex('commerce_line_items_order').on('commerce_line_items').columns(['order_id', 'id']).execute();
}
