import type { Kysely } from 'kysely';
import { notNullInt, notNullText, withId } from '../dialect';

/** Every e-mail the console sends: the record of what went out, what is queued and what failed. */
export async function up(db: Kysely<unknown>): Promise<void> {
  let table = withId(db, db.schema.createTable('mail_outbox'));
  for (const col of ['to_address', 'subject', 'text_body', 'html_body', 'kind']) table = table.addColumn(col, 'text', notNullText);
  await table
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('attempts', 'integer', notNullInt)
    .addColumn('last_error', 'text')
    .addColumn('flag', 'text')
    .addColumn('related_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('mail_outbox_list').on('mail_outbox').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('mail_outbox_status').on('mail_outbox').columns(['status', 'created_at', 'id']).execute();
}
