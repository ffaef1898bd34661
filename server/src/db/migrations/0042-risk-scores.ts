import type { Kysely } from 'kysely';
import { notNullText, withId } from '../dialect';

/**
 * Transaction-risk scores (docs/functions/commerce-tools.md §2.10): the last score of each order, with its raw answer and scoring version.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('risk_scores'))
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('reasons', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('raw', 'text', notNullText)
    .addColumn('scored_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('risk_scores_order').on('risk_scores').column('order_id').unique().execute();
}
