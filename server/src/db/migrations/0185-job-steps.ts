import type { Kysely } from 'kysely';

/**
 * What a job started outside, kept across its attempts (a bulk operation's id on the store): a
 * retry reads the result of work already done instead of doing it again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_steps')
    .addColumn('job_id', 'bigint', (c) => c.notNull())
    .addColumn('step', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('job_steps_pk', ['job_id', 'step'])
    .execute();
}
