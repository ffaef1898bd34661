import type { Kysely } from 'kysely';
import { notNullInt, notNullText, withId } from '../dialect';

/** Invitations of the four programmes (docs/functions/people-invites-events.md); accepted ones point at the customer they created. */
export async function up(db: Kysely<unknown>): Promise<void> {
  let table = withId(db, db.schema.createTable('invitations')).addColumn('programme', 'text', (c) => c.notNull());
  for (const col of ['first_name', 'last_name', 'email', 'email_lower', 'additional_tags'])
    table = table.addColumn(col, 'text', notNullText);
  await table
    .addColumn('mtd', 'integer', notNullInt)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('invited'))
    .addColumn('token_hash', 'text')
    .addColumn('token_expires_at', 'text')
    .addColumn('last_sent_at', 'text')
    .addColumn('send_count', 'integer', notNullInt)
    .addColumn('customer_id', 'bigint')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invitations_email').on('invitations').columns(['programme', 'email_lower']).unique().execute();
  // Invited and registered tabs are index range scans in keyset order.
  await db.schema.createIndex('invitations_list').on('invitations').columns(['programme', 'status', 'created_at', 'id']).execute();
  await db.schema.createIndex('invitations_token').on('invitations').column('token_hash').unique().execute();
}
