import type { Kysely } from 'kysely';
import { notNullInt, notNullText, withId } from '../dialect';

/** Giveaways (docs/functions/codes-credits-knot-giveaways.md §3) and the people who entered them, one entry per e-mail. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('giveaways'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_lower', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('start_date', 'text')
    .addColumn('end_date', 'text')
    .addColumn('registration_count', 'integer')
    .addColumn('entry_count', 'integer', notNullInt)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  for (const col of ['name_lower', 'start_date', 'end_date', 'created_at']) {
    await db.schema.createIndex(`giveaways_${col}`).on('giveaways').columns([col, 'id']).execute();
  }

  let entries = withId(db, db.schema.createTable('giveaway_entries')).addColumn('giveaway_id', 'bigint', (c) =>
    c.notNull().references('giveaways.id').onDelete('cascade'),
  );
  for (const col of ['name', 'email', 'email_lower']) entries = entries.addColumn(col, 'text', notNullText);
  await entries.addColumn('created_at', 'text', (c) => c.notNull()).execute();
  await db.schema.createIndex('giveaway_entries_email').on('giveaway_entries').columns(['giveaway_id', 'email_lower']).unique().execute();
  await db.schema.createIndex('giveaway_entries_created').on('giveaway_entries').columns(['giveaway_id', 'created_at', 'id']).execute();
}
