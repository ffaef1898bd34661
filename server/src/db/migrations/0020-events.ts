import { sql, type Kysely } from 'kysely';
import { dbKind, notNullInt, notNullText, withId } from '../dialect';

/** Events of docs/functions/people-invites-events.md and their invitees; an accepted invitation link sets `registered`. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('events'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', notNullText)
    .addColumn('date_from', 'text', (c) => c.notNull())
    .addColumn('date_to', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_deleted', 'integer', notNullInt)
    .addColumn('created_by', 'bigint', notNullInt)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('events_list').on('events').columns(['is_deleted', 'id']).execute();

  let invites = withId(db, db.schema.createTable('event_invites')).addColumn('event_id', 'bigint', (c) =>
    c.notNull().references('events.id'),
  );
  for (const col of ['first_name', 'last_name', 'email', 'email_lower', 'store']) invites = invites.addColumn(col, 'text', notNullText);
  await invites
    .addColumn('registered', 'integer', notNullInt)
    .addColumn('registered_at', 'text')
    .addColumn('token_hash', 'text')
    .addColumn('token_expires_at', 'text')
    .addColumn('last_sent_at', 'text')
    .addColumn('send_count', 'integer', notNullInt)
    // The latest invitation e-mail (mail_outbox): its status is the invitee's delivery state.
    .addColumn('mail_id', 'bigint')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // E-mail searches are prefix ranges on email_lower: byte order on PostgreSQL too (see 0011).
  if (dbKind(db) === 'postgres') await sql`ALTER TABLE event_invites ALTER COLUMN email_lower TYPE text COLLATE "C"`.execute(db);
  await db.schema.createIndex('event_invites_email').on('event_invites').columns(['event_id', 'email_lower']).unique().execute();
  // The All / Invited / Registered tabs are index range scans in the list's order.
  await db.schema.createIndex('event_invites_list').on('event_invites').columns(['event_id', 'registered', 'created_at', 'id']).execute();
  await db.schema.createIndex('event_invites_token').on('event_invites').column('token_hash').unique().execute();
}
