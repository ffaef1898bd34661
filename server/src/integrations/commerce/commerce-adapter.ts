import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import type { CommerceStore } from './commerce.port';
import { createEmbeddedCommerce } from './embedded-commerce';

/**
 * Chooses the store platform adapter: the Shopify store when SHOPIFY_STORE_URL is set (DESIGN.md
 * §10), else the embedded store in our database (demo, laptop, CI).
 */
export function createCommerceStore(config: Pick<Config, 'shopify'>, db: Db): CommerceStore {
  if (config.shopify) {
    throw new Error('SHOPIFY_STORE_URL is set, but the Shopify commerce adapter is not wired yet on this branch; unset it to use the embedded store.');
  }
  return createEmbeddedCommerce(db);
}
