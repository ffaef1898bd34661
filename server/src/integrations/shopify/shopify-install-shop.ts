import type { ShopifyConfig } from '../../platform/config';
import type { ShopifyClient } from './shopify-client';
import { EMBEDDED_SHOP } from './shopify-install-shop.graphql';

/** One answer per client (so per app): the session-token check and the webhook endpoint share it. */
const known = new WeakMap<ShopifyClient, Promise<string>>();

/**
 * `<shop>.myshopify.com`, the one shop this install serves (DESIGN.md §10): SHOPIFY_STORE_URL's host
 * when it is a myshopify.com domain, else the store's `shop { myshopifyDomain }`, asked once. A failed
 * read is not remembered: the next caller asks again.
 */
export function installShop(config: ShopifyConfig, client: ShopifyClient): Promise<string> {
  const host = new URL(config.storeUrl).host;
  if (host.endsWith('.myshopify.com')) return Promise.resolve(host);
  let shop = known.get(client);
  if (!shop) {
    shop = client.request(EMBEDDED_SHOP, {}).then((d) => d.shop.myshopifyDomain.toLowerCase());
    known.set(client, shop);
    shop.catch(() => known.delete(client));
  }
  return shop;
}
