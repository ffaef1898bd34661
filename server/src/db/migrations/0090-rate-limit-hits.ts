import type { Kysely } from 'kysely';
import { notNullInt } from '../dialect';

/**
 * Rate limits that hold across instances: one counter per key and fixed window, raised
 * by an atomic upsert, so every instance sharing the database counts the same hits.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('hits', 'integer', notNullInt)
    .addPrimaryKeyConstraint('rate_limit_hits_pk', ['key', 'window_start'])
    .execute();
  await db.schema.createIndex('rate_limit_hits_window').on('rate_limit_hits').column('window_start').execute();
}
