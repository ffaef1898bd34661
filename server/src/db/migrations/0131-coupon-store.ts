import type { Kysely } from 'kysely';

/**
 * Coupons on a connected Shopify store: whether the code is a redeem code of the store's
 * discount (`added`), null on the embedded store or before the store answered.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('coupons').addColumn('store_state', 'text').execute();
}
