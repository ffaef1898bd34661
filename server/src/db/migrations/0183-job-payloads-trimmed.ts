import type { Kysely } from 'kysely';

/**
 * A job may keep only part of its payload once it has run (a webhook's body holds a customer's
 * personal data): 1 marks a payload already trimmed, so the sweep of old failed jobs reads
 * each one once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('job_payloads')
    .addColumn('trimmed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
