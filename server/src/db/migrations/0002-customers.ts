import type { Kysely } from 'kysely';
import { notNullInt, notNullText, withId } from '../dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  let table = withId(db, db.schema.createTable('customers'))
    .addColumn('programme', 'text', (c) => c.notNull())
    .addColumn('status', 'text');
  for (const col of ['first_name', 'last_name', 'email', 'email_lower']) table = table.addColumn(col, 'text', notNullText);
  table = table.addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'));
  for (const col of ['country', 'school', 'course', 'state', 'start_date', 'end_date', 'crm_id', 'as400_id', 'phone', 'dob']) {
    table = table.addColumn(col, 'text', notNullText);
  }
  table = table
    .addColumn('privacy_consent', 'integer', notNullInt)
    .addColumn('email_consent', 'integer', notNullInt)
    .addColumn('link_distributor', 'text', notNullText)
    .addColumn('distributor_name', 'text', notNullText)
    .addColumn('amount_spent_cents', 'bigint', notNullInt)
    .addColumn('discount_limit_cents', 'bigint')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull());
  await table.execute();
  // Lists by programme and status are index range scans in keyset order (docs/glossary.md).
  await db.schema.createIndex('customers_list').on('customers').columns(['programme', 'status', 'created_at', 'id']).execute();
  await db.schema.createIndex('customers_email').on('customers').columns(['programme', 'email_lower']).unique().execute();

  await withId(db, db.schema.createTable('membership_syncs'))
    .addColumn('customer_id', 'bigint', (c) => c.notNull())
    .addColumn('adapter', 'text', (c) => c.notNull())
    .addColumn('operator_id', 'bigint')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
