import type { Kysely } from 'kysely';

/**
 * The embedded store's product tags (as the Shopify store has them): Below MAPP is a product tag on
 * either store. Kept as one comma-separated text, as the store's own `tags` field reads.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('commerce_products')
    .addColumn('tags', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
}
