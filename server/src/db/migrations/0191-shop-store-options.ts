import type { Kysely } from 'kysely';

/**
 * Two per-shop options that were the environment's alone: the code discount a connected shop's coupons
 * go under and the address a shop's return labels send parcels to. Null keeps today's meaning
 * (SHOPIFY_COUPON_DISCOUNT_ID for the first shop, else a discount the console makes once; RETURN_ADDRESS).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('shops').addColumn('coupon_discount_id', 'text').execute();
  await db.schema.alterTable('shops').addColumn('return_address', 'text').execute();
}
