import type { Kysely } from 'kysely';
import { notNullInt, notNullText, withId } from '../dialect';

/** Search-index syncs and the search filter configuration (docs/functions/commerce-tools.md §2.7, §2.11). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('search_syncs'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('notes', 'text', notNullText)
    // 1 while the sync runs, NULL after: the unique index lets only one sync run at a time.
    .addColumn('running_slot', 'integer')
    .addColumn('job_id', 'bigint')
    .addColumn('operator_id', 'bigint')
    .addColumn('products', 'integer', notNullInt)
    .addColumn('indexed', 'integer', notNullInt)
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('search_syncs_running').on('search_syncs').column('running_slot').unique().execute();
  await db.schema.createIndex('search_syncs_started').on('search_syncs').columns(['started_at', 'id']).execute();

  let definitions = withId(db, db.schema.createTable('search_filter_definitions'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', notNullInt)
    .addColumn('sort_order', 'integer', notNullInt)
    .addColumn('overwrite', 'text', notNullText)
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('terms'))
    .addColumn('field', 'text', notNullText)
    .addColumn('output', 'integer', notNullInt)
    .addColumn('search', 'integer', notNullInt);
  definitions = definitions.addColumn('ui', 'text', (c) => c.notNull().defaultTo('{}'));
  await definitions.addColumn('updated_at', 'text', (c) => c.notNull()).execute();
  await db.schema.createIndex('search_filter_definitions_name').on('search_filter_definitions').column('name').unique().execute();

  await withId(db, db.schema.createTable('search_collections'))
    .addColumn('handle', 'text', (c) => c.notNull())
    .addColumn('title', 'text', notNullText)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('search_collections_handle').on('search_collections').column('handle').unique().execute();

  // A row exists while the filter is included in the collection.
  await withId(db, db.schema.createTable('search_collection_filters'))
    .addColumn('collection_id', 'bigint', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', notNullInt)
    .addColumn('overwrite', 'text', notNullText)
    .addColumn('ui', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('options', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('search_collection_filters_key')
    .on('search_collection_filters')
    .columns(['collection_id', 'name'])
    .unique()
    .execute();
}
