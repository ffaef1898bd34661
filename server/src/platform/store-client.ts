import type { ShopContext } from '../app-context';
import type { ShopifyClient } from '../integrations/shopify/shopify-client';
import { HttpError } from './http-error';

/** The connected store's client; null on the embedded store (no SHOPIFY_STORE_URL). */
export function storeClient(ctx: ShopContext): ShopifyClient | null {
  return ctx.shopify ?? null;
}

export function requireStoreClient(ctx: ShopContext): ShopifyClient {
  const client = storeClient(ctx);
  if (!client) throw new HttpError(409, 'No store is connected (SHOPIFY_STORE_URL is not set).');
  return client;
}
