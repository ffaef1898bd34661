import type { Shop } from '../../app-context';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import type { ShopifyClient } from '../shopify/shopify-client';
import { createShopifyCommerce } from '../shopify/shopify-commerce';
import type { CommerceStore } from './commerce.port';
import { createEmbeddedCommerce, type CustomerLookup } from './embedded-commerce';

/**
 * Chooses one shop's store platform adapter (docs/outside-interfaces.md 'Shopify', §11): its Shopify store when the shop has a
 * connected store (`shopify` is then that store's Admin API client), else the shop's own embedded store
 * in our database (demo, laptop, CI; a shop added without `--store-url`). The registry calls it once per shop.
 */
export function createCommerceStore(
  // Unused: whether a shop is connected is its own (the registry makes a client only for a shop with a store).
  _config: Pick<Config, 'shopify'>,
  db: Db,
  shop: Pick<Shop, 'id'>,
  shopify: ShopifyClient | null,
  findCustomer: CustomerLookup,
): CommerceStore {
  if (shopify) return createShopifyCommerce(shopify);
  return createEmbeddedCommerce(db, shop.id, findCustomer);
}
