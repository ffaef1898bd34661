import type { Kysely } from 'kysely';
import { notNullInt, notNullText, withId } from '../dialect';

/** Partners, their registration codes (docs/functions/codes-credits-knot-giveaways.md §3) and the people who registered with a code. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('partners'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('handle', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('partners_handle').on('partners').column('handle').unique().execute();

  await withId(db, db.schema.createTable('registration_codes'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('code_lower', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('partner_id', 'bigint', (c) => c.notNull().references('partners.id'))
    .addColumn('spend_limit_cents', 'bigint')
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('max_registration_count', 'integer')
    .addColumn('current_registration_count', 'integer', notNullInt)
    .addColumn('email_domains', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // A code is typed by people: one code per spelling, whatever its case.
  await db.schema.createIndex('registration_codes_code').on('registration_codes').column('code_lower').unique().execute();
  await db.schema.createIndex('registration_codes_end').on('registration_codes').columns(['end_date', 'id']).execute();

  let redemptions = withId(db, db.schema.createTable('code_redemptions')).addColumn('code_id', 'bigint', (c) =>
    c.notNull().references('registration_codes.id'),
  );
  for (const col of ['first_name', 'last_name', 'email', 'email_lower']) redemptions = redemptions.addColumn(col, 'text', notNullText);
  await redemptions.addColumn('created_at', 'text', (c) => c.notNull()).execute();
  await db.schema.createIndex('code_redemptions_email').on('code_redemptions').columns(['code_id', 'email_lower']).unique().execute();
}
