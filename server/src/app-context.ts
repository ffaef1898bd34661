import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './platform/config';
import type { Db } from './platform/db';
import type { JobQueue } from './platform/jobs';
import type { LinkIssuers } from './platform/mail-links';
import type { ShopId } from './platform/shop-id';
import type { MembershipSync } from './integrations/membership-sync/membership-sync.port';
import type { MailTransport } from './integrations/mail/mail-transport.port';
import type { SearchIndex } from './integrations/search-index/search-index.port';
import type { RiskScorer } from './integrations/risk/risk.port';
import type { CommerceStore } from './integrations/commerce/commerce.port';
import type { Carrier } from './integrations/carrier/carrier.port';
import type { ShopifyClient } from './integrations/shopify/shopify-client';
import type { StoreCredit } from './integrations/store-credit/store-credit.port';

/** A shop this install serves (docs/several-shops.md), as its record says, with the options that differ by shop. */
export interface Shop {
  id: ShopId;
  name: string;
  /** The connected store's URL (SHOPIFY_STORE_URL or `--store-url`); null for a shop on an embedded store of its own. */
  storeUrl: string | null;
  /** `<shop>.myshopify.com` of a connected store once known; null on the embedded store. */
  domain: string | null;
  /** IANA time zone: the store's when connected, else `--time-zone`, else SHOP_TIME_ZONE. */
  timeZone: string;
  /** The retiree MTD option (docs/functions/people-invites-events.md). */
  mtd: boolean;
  /** The price log's extra columns (docs/functions/commerce-tools.md). */
  priceLogColumns: boolean;
  /** Where the customer links of a list open (the store's admin, or the console's own). */
  storeAdminUrl: string;
  /** The code discount coupons are made under on a connected store (SHOPIFY_COUPON_DISCOUNT_ID for the first shop). */
  couponDiscountId: string | null;
  /** The carrier's return address, `name|street|city|state|zip|phone` (RETURN_ADDRESS). */
  returnAddress: string;
}

/** What is the same for every shop: configuration, the database, job delivery, mail and the organisation-wide systems. */
export interface OrgContext {
  config: Config;
  db: Db;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  membershipSync: MembershipSync;
  mailTransport: MailTransport;
  risk: RiskScorer;
  /** Who makes the current link of an e-mail that carries one, by record kind (worker.ts MAIL_LINKS). */
  mailLinks: LinkIssuers;
  shops: ShopRegistry;
}

/**
 * What every per-shop service gets: the organisation's context plus one shop and that shop's outside systems.
 * Made once per shop by the registry (never per request), so a request or job only picks its shop's.
 */
export interface ShopContext extends OrgContext {
  shop: Shop;
  searchIndex: SearchIndex;
  commerce: CommerceStore;
  carrier: Carrier;
  /** The shop's Shopify Admin API client when it has a connected store; null on its embedded store. */
  shopify: ShopifyClient | null;
  /** Store credit on the connected store; null on the embedded store, where the ledger is the store credit. */
  storeCredit: StoreCredit | null;
}

/** Every shop this install serves, each with its context, kept fresh from the shops table (platform/shop-registry.ts). */
export interface ShopRegistry {
  /** Every shop served now, by name. */
  all(): readonly ShopContext[];
  /** The shop the environment defines (SHOP_NAME). */
  first(): ShopContext;
  byName(name: string): ShopContext | undefined;
  /** By a connected store's `*.myshopify.com` domain (webhooks, the admin frame). */
  byDomain(domain: string): ShopContext | undefined;
  /** A job's or file's shop: read again from the table when this instance has not seen it yet. */
  get(id: ShopId): Promise<ShopContext>;
  /** Reads the shops table again now (a name this instance does not know yet, `shops add` on another instance). */
  refresh(): Promise<void>;
}
