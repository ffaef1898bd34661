import type { Kysely } from 'kysely';

/**
 * Store customers deleted from the mirror (customers/delete, or gone at the count-and-repair walk),
 * with when: a customers/update delivered late, or a reconciliation page read before the delete,
 * must not bring the customer back. The store never reuses a customer id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('store_customer_tombstones')
    .addColumn('store_id', 'bigint', (c) => c.primaryKey())
    .addColumn('deleted_at', 'text', (c) => c.notNull())
    .execute();
}
