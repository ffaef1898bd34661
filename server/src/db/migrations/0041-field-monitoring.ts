import type { Kysely } from 'kysely';
import { notNullInt, notNullText, withId } from '../dialect';

/** Product-field monitoring (docs/functions/commerce-tools.md §2.9): chosen fields, their last seen values, and detected changes. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('monitored_fields'))
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', notNullInt)
    .addColumn('delimiter', 'text', notNullText)
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('monitored_fields_field').on('monitored_fields').column('field').unique().execute();

  await withId(db, db.schema.createTable('field_snapshots'))
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('value', 'text', notNullText)
    .addColumn('taken_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('field_snapshots_key').on('field_snapshots').columns(['product_id', 'field']).unique().execute();

  await withId(db, db.schema.createTable('field_changes'))
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('product_title', 'text', notNullText)
    .addColumn('handle', 'text', notNullText)
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('old_value', 'text', notNullText)
    .addColumn('new_value', 'text', notNullText)
    .addColumn('detected_at', 'text', (c) => c.notNull())
    // The report job that mailed it; NULL until reported.
    .addColumn('reported_job_id', 'bigint')
    .execute();
  await db.schema.createIndex('field_changes_unreported').on('field_changes').columns(['reported_job_id', 'id']).execute();
}
