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
import { createStoreCredit } from './features/credits/store-credit-setup.service';
import { storedOfflineToken } from './features/embedded/offline-token.service';
import { storeUninstalled } from './features/store-sync/store-install.service';
import { findCustomer } from './features/customers/customers.service';
import { storeOfShop } from './features/shops/shops.service';
import { findShopRecordById, updateShopRecord } from './platform/shops';
import { DEFAULT_RETURN_ADDRESS } from './platform/shop-options';

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
        timeoutMs: config.shopifyTimeoutMs,
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
 * Reads what the console keeps of each connected store's own facts: its `*.myshopify.com` domain (webhooks and
 * the admin frame find the shop by it, docs/outside-interfaces.md 'Shopify') and its `ianaTimezone` (the shop's time zone, §11).
 * `every`: all connected shops (at start, so a time zone changed in the store's settings is taken up); else
 * only those that lack one. Outside any transaction; a store that does not answer keeps what is stored and is
 * asked again on the next call.
 */
export async function learnStoreFacts(
  org: OrgContext,
  log: (msg: string, err?: unknown) => void,
  which: 'every' | 'missing',
): Promise<void> {
  let learnt = false;
  for (const ctx of org.shops.all()) {
    if (!ctx.shopify) continue;
    const row = await findShopRecordById(org.db, ctx.shop.id);
    if (!row || (which === 'missing' && row.domain && row.time_zone)) continue;
    try {
      const { domain, timeZone } = await storeOfShop(ctx.shopify);
      if (row.domain === domain && row.time_zone === timeZone) continue;
      await updateShopRecord(org.db, ctx.shop.name, { domain, time_zone: timeZone });
      learnt = true;
    } catch (err) {
      log(`shop ${ctx.shop.name}: could not read its store's domain and time zone`, err);
    }
  }
  if (learnt) await org.shops.refresh();
}
