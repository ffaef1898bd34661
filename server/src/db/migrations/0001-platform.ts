import type { Kysely } from 'kysely';
import { withId } from '../dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('operators'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('flags', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('sessions'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('operator_id', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('login_failures'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_failures_email').on('login_failures').columns(['email', 'created_at']).execute();

  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('operator_id', 'bigint')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_target').on('audit_log').columns(['target', 'created_at']).execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('jobs'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('run_after', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('operator_id', 'bigint')
    .addColumn('flag', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('jobs_due').on('jobs').columns(['status', 'run_after']).execute();

  await withId(db, db.schema.createTable('job_batches'))
    .addColumn('job_id', 'bigint', (c) => c.notNull())
    .addColumn('batch_index', 'integer', (c) => c.notNull())
    .addColumn('outcomes', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('job_batches_job').on('job_batches').columns(['job_id', 'batch_index']).unique().execute();
}
