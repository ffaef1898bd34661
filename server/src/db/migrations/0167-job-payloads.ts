import { sql, type Kysely } from 'kysely';

/**
 * A job's payload (an upload's rows: 13 MB for 50,000) leaves the jobs row for a table of its own.
 * SQLite rewrites a whole row, overflow pages included, on every update, so each lease renewal and
 * progress step of a large import wrote its payload again (7 ms each at 50,000 rows), and reading
 * a later column (status, for a poll) walked the payload's pages. The payload is written once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_payloads')
    .addColumn('job_id', 'bigint', (c) => c.primaryKey())
    .addColumn('payload', 'text', (c) => c.notNull())
    .execute();
  await sql`INSERT INTO job_payloads (job_id, payload) SELECT id, payload FROM jobs`.execute(db);
  await db.schema.alterTable('jobs').dropColumn('payload').execute();
}
