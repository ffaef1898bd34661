import type { Kysely } from 'kysely';
import { notNullInt, withId } from '../dialect';

/**
 * Typed jobs (progress, cancel, result file, dedupe key), schedules kept in the database, stored
 * files (reports, labels, error files) and mail attachments.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('title', 'text').execute();
  await db.schema.alterTable('jobs').addColumn('progress_done', 'integer', notNullInt).execute();
  await db.schema.alterTable('jobs').addColumn('progress_total', 'integer').execute();
  await db.schema.alterTable('jobs').addColumn('result_file_id', 'bigint').execute();
  await db.schema.alterTable('jobs').addColumn('cancel_requested', 'integer', notNullInt).execute();
  await db.schema.alterTable('jobs').addColumn('dedupe_key', 'text').execute();
  await db.schema.createIndex('jobs_dedupe_key').on('jobs').column('dedupe_key').unique().execute();
  await db.schema.createIndex('jobs_list').on('jobs').columns(['created_at', 'id']).execute();

  await db.schema
    .createTable('schedules')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('cron', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('job_type', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('next_run_at', 'text', (c) => c.notNull())
    .addColumn('last_run_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('schedules_due').on('schedules').columns(['enabled', 'next_run_at']).execute();

  await withId(db, db.schema.createTable('files'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('storage_path', 'text', (c) => c.notNull())
    .addColumn('operator_id', 'bigint')
    .addColumn('flag', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable('mail_outbox')
    .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}
