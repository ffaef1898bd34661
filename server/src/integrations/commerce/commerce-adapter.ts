import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import type { CommerceStore } from './commerce.port';
import { createEmbeddedCommerce } from './embedded-commerce';

/**
 * Chooses the store platform adapter. Only the embedded one exists: a configured `COMMERCE_URL`
 * stops the start rather than let operators believe they edit the real shop.
 */
export function createCommerceStore(config: Pick<Config, 'commerceUrl'>, db: Db): CommerceStore {
  if (config.commerceUrl) {
    throw new Error('COMMERCE_URL is set, but no store-platform adapter is built yet; unset it to use the embedded store.');
  }
  return createEmbeddedCommerce(db);
}
