import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import type { ShopifyClient } from '../shopify/shopify-client';
import { createShopifyCommerce } from '../shopify/shopify-commerce';
import type { CommerceStore } from './commerce.port';
import { createEmbeddedCommerce, type CustomerLookup } from './embedded-commerce';

/**
 * Chooses the store platform adapter: the Shopify store when SHOPIFY_STORE_URL is set (DESIGN.md
 * §10; `shopify` is then the one Admin API client), else the embedded store in our database (demo,
 * laptop, CI).
 */
export function createCommerceStore(
  config: Pick<Config, 'shopify'>,
  db: Db,
  shopify: ShopifyClient | null,
  findCustomer: CustomerLookup,
): CommerceStore {
  if (config.shopify && shopify) return createShopifyCommerce(shopify);
  return createEmbeddedCommerce(db, findCustomer);
}
