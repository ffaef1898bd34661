import type { Kysely } from 'kysely';

/**
 * A tombstone left by the store's own customers/delete is final (1): the store never reuses a
 * customer id and a deleted customer has no later state, so no state of that id may bring it back,
 * whatever its updatedAt says (the store's clock may run ahead of ours). One left by the
 * count-and-repair walk stays bounded by its time (0).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('store_customer_tombstones')
    .addColumn('final', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
