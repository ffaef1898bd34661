import type { OrgContext, ShopContext } from './app-context';
import { appCredentialsOf, type Config, type ShopifyConfig } from './platform/config';
import { openSecret } from './platform/secrets';
import { shopOf, type ShopRow } from './platform/shop-registry';
import { FIRST_SHOP_ID } from './platform/shop-id';
import { createEmbeddedSearchIndex } from './integrations/search-index/embedded-search-index';
import { databaseIndexStore, fileIndexStore } from './integrations/search-index/index-store';
import { createSolrSearchIndex } from './integrations/search-index/solr-search-index';
import { createCommerceStore } from './integrations/commerce/commerce-adapter';
import { createShopifyClient } from './integrations/shopify/shopify-client';
import { createCarrier } from './integrations/carrier/carrier-adapter';
import { createStoreCredit } from './features/credits/store-credit-setup';
import { storedOfflineToken } from './features/embedded/offline-token';
import { storeUninstalled } from './features/store-sync/store-install.service';
import { findCustomer } from './features/customers/customers.service';
import { EMBEDDED_SHOP } from './integrations/shopify/shopify-install-shop.graphql';
import { updateShopRecord } from './platform/shops';

const DEFAULT_RETURN_ADDRESS = 'Returns Department|400 Warehouse Way|Columbus|OH|43215|6145550100';

/**
 * How a shop reaches its store: the first shop as the environment says (SHOPIFY_*), another connected shop with
 * the app's client id and secret (a client-credentials token per store) or its own sealed `--access-token`.
 */
function shopifyConfigOf(row: ShopRow, config: Config): ShopifyConfig | null {
  if (row.id === FIRST_SHOP_ID) return config.shopify ?? null;
  if (!row.store_url) return null;
  return {
    storeUrl: row.store_url.replace(/\/$/, ''),
    clientId: appCredentialsOf(config)?.clientId ?? null,
    clientSecret: appCredentialsOf(config)?.clientSecret ?? null,
    accessToken: row.access_token ? openSecret(config, row.access_token) : null,
    apiVersion: appCredentialsOf(config)?.apiVersion ?? '2026-07',
  };
}

/** The admin a customer link opens: the environment's for the first shop, the store's own admin for another. */
function storeAdminUrlOf(row: ShopRow, config: Config): string {
  if (row.id === FIRST_SHOP_ID || !row.domain) return config.storeAdminUrl;
  return `https://admin.shopify.com/store/${row.domain.replace(/\.myshopify\.com$/, '')}`;
}

/** One shop's context (platform/shop-registry.ts calls this once per shop row, and again when the row changes). */
export function buildShopContext(row: ShopRow, org: OrgContext): ShopContext {
  const { config, db } = org;
  const shop = shopOf(row, {
    timeZone: config.shopTimeZone ?? 'America/New_York',
    storeAdminUrl: storeAdminUrlOf(row, config),
    couponDiscountId: row.id === FIRST_SHOP_ID ? (config.shopifyCouponDiscountId ?? null) : null,
    returnAddress: config.returnAddress ?? DEFAULT_RETURN_ADDRESS,
    mtdShops: config.mtdShops,
    priceLogShops: config.priceLogExtraColumnShops ?? [],
  });
  const shopifyConfig = shopifyConfigOf(row, config);
  const shopify = shopifyConfig
    ? createShopifyClient(shopifyConfig, {
        log: org.log,
        offlineToken: () => storedOfflineToken(db, shop.id, config),
        uninstalled: () => storeUninstalled(db, shop.id),
      })
    : null;
  return {
    ...org,
    shop,
    searchIndex: config.searchIndexUrl
      ? createSolrSearchIndex(config.searchIndexUrl, shop)
      : createEmbeddedSearchIndex(config.databaseUrl ? databaseIndexStore(db, shop.id) : fileIndexStore(config.dataDir, shop)),
    commerce: createCommerceStore(config, db, shop, shopify, findCustomer),
    carrier: createCarrier(config, shop),
    shopify,
    storeCredit: shopify ? createStoreCredit(shopify) : null,
  };
}

/**
 * Reads once the `*.myshopify.com` domain of every connected shop that has none yet (a store URL that is not a
 * myshopify.com host, such as a loopback stand-in), so webhooks and the admin frame find the shop by it
 * (DESIGN.md §10). Outside any transaction; a store that does not answer is asked again on the next call.
 */
export async function learnStoreDomains(org: OrgContext, log: (msg: string, err?: unknown) => void): Promise<void> {
  let learnt = false;
  for (const ctx of org.shops.all()) {
    if (ctx.shop.domain || !ctx.shopify) continue;
    try {
      const answer = await ctx.shopify.request(EMBEDDED_SHOP, {});
      await updateShopRecord(org.db, ctx.shop.name, { domain: answer.shop.myshopifyDomain });
      learnt = true;
    } catch (err) {
      log(`shop ${ctx.shop.name}: could not read its store's domain`, err);
    }
  }
  if (learnt) await org.shops.refresh();
}
