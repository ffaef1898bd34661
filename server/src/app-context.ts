import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './platform/config';
import type { Db } from './platform/db';
import type { JobQueue } from './platform/jobs';
import type { LinkIssuers } from './platform/mail-links';
import type { MembershipSync } from './integrations/membership-sync/membership-sync.port';
import type { MailTransport } from './integrations/mail/mail-transport.port';
import type { SearchIndex } from './integrations/search-index/search-index.port';
import type { RiskScorer } from './integrations/risk/risk.port';
import type { CommerceStore } from './integrations/commerce/commerce.port';
import type { Carrier } from './integrations/carrier/carrier.port';
import type { ShopifyClient } from './integrations/shopify/shopify-client';

/** What every service gets: configuration, the database, job delivery and the outside systems. */
export interface AppContext {
  config: Config;
  db: Db;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  membershipSync: MembershipSync;
  mailTransport: MailTransport;
  searchIndex: SearchIndex;
  risk: RiskScorer;
  commerce: CommerceStore;
  carrier: Carrier;
  /** The Shopify store's Admin API client when SHOPIFY_STORE_URL is set; null on the embedded store. */
  shopify: ShopifyClient | null;
  /** Who makes the current link of an e-mail that carries one, by record kind (worker.ts MAIL_LINKS). */
  mailLinks: LinkIssuers;
}
