import path from 'node:path';
import { z } from 'zod';
import { isTimeZone } from './time-zone';
import { isAddressOrCidr } from '../integrations/price-monitoring/transfer-address';
import { MAX_HASH_COST, OWASP_MIN_HASH_COST, TEST_MIN_HASH_COST } from './passwords';
import {
  COUPON_DISCOUNT_ID_RULE,
  couponDiscountGid,
  DEFAULT_RETURN_ADDRESS,
  isCouponDiscountId,
  isReturnAddress,
  RETURN_ADDRESS_RULE,
} from './shop-options';

/**
 * Whom Fastify believes about the client address (X-Forwarded-For): nobody by default, so a spoofed
 * header changes nothing; the proxies' addresses/CIDRs when TRUST_PROXY names them. A hop count or
 * `true` is refused: either trusts whoever connects directly when the proxy can be bypassed.
 */
export type TrustProxy = false | string;

const TRUST_PROXY_MESSAGE =
  "must be false or the proxies' addresses/CIDRs, comma-separated (e.g. 10.0.0.0/8,127.0.0.1); a hop count or true would trust whoever connects directly";

/** How to reach the Shopify store's Admin API (docs/outside-interfaces.md 'Shopify'). */
export interface ShopifyConfig {
  /** `https://<shop>.myshopify.com`, or a loopback stand-in in tests; no trailing slash. */
  storeUrl: string;
  clientId: string | null;
  clientSecret: string | null;
  /** A static Admin API token: when given, no token request is made. */
  accessToken: string | null;
  apiVersion: string;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  adminEmail: string | null;
  adminPassword: string | null;
  seedDemo: boolean;
  shopName: string;
  smtpUrl: string | null;
  /** Public base URL used in links inside e-mails. */
  publicUrl: string;
  membershipSyncUrl: string | null;
  /** Base of the store platform's admin, for the customer links of the staff grid. */
  storeAdminUrl: string;
  /** Where customers shop (the public pages' next step); else the connected store's address, else none. */
  storefrontUrl: string | null;
  /** Session lifetime: idle and absolute, in seconds. */
  sessionIdleSeconds: number;
  sessionAbsoluteSeconds: number;
  /** How long one instance trusts a session it has checked; a sign-out elsewhere shows within this. */
  sessionCacheSeconds: number;
  /** Shops whose retiree invites offer the MTD option (docs/functions/people-invites-events.md). */
  mtdShops: string[];
  /** Serve the built web app from this folder, when it exists. */
  webDist: string;
  logLevel: string;
  /** Start the job worker inside this process. */
  runWorker: boolean;
  /** How long a claimed job stays its worker's without a heartbeat; a dead worker's job is taken back after it. */
  jobLeaseSeconds?: number;
  /** How often an instance reads the shops again (a shop added or changed elsewhere is served within it). */
  shopsRefreshSeconds?: number;
  /** Jobs one worker process runs at once, so a long import never holds up mail. */
  jobConcurrency?: number;
  /** Names of the two sites people are invited to (docs/functions/people-invites-events.md Users page titles, invitation e-mails). */
  siteName: string;
  toolConnectSiteName: string;
  /** Sender of every e-mail. */
  mailFrom: string;
  /** Days an invitation link stays valid after its last send. */
  inviteTtlDays: number;
  /** Days a made file (report, error file) is kept before the nightly clean-up removes it; 0 keeps every file. */
  fileRetentionDays: number;
  /** Attempts to send one e-mail before it is marked failed. */
  mailMaxAttempts: number;
  /** The most one credit call may move, and the most a store-credit balance may hold (either way), in cents. */
  creditMaxCents: number;
  /** log2 of scrypt's N for new password hashes: the OWASP minimum (17) or more; lower only under NODE_ENV=test. */
  passwordHashCost: number;
  trustProxy: TrustProxy;
  /** Bearer token of GET /metrics; absent: no /metrics route at all. */
  metricsToken?: string | null;
  /** A Solr core's URL for the product search index; absent means the embedded index under DATA_DIR. */
  searchIndexUrl: string | null;
  /** Key (32 bytes, hex or base64) that encrypts stored secrets; absent means DATA_DIR/secrets.key. */
  secretsKey: string | null;
  /** The transaction-risk provider's API; absent means the embedded scoring rules. */
  riskUrl: string | null;
  riskApiKey: string | null;
  /** The Shopify store (docs/outside-interfaces.md 'Shopify'); null means the embedded store in our database. */
  shopify?: ShopifyConfig | null;
  /** The app's SHOPIFY_CLIENT_ID and SECRET, for every connected shop (a client-credentials token per store) and the admin frame. */
  shopifyApp?: { clientId: string; clientSecret: string; apiVersion: string } | null;
  /** How often the customer mirror asks the store for customers changed since its watermark (docs/outside-interfaces.md 'Shopify'). */
  /** How long one Admin API call may take before it counts as unanswered (30 s); tests of a hanging store shorten it. */
  shopifyTimeoutMs?: number;
  shopifyReconcileSeconds?: number;
  /** The store's code discount that uploaded coupons are added to; null: the console makes one once. */
  shopifyCouponDiscountId?: string | null;
  /** The shop's time zone: bulk prices take effect at the start of their day there. */
  shopTimeZone?: string;
  /**
   * Shops whose price log shows CustomerType and Source (docs/functions/commerce-tools.md §2.2: the online dev shop and the US and CA
   * employee stores).
   */
  priceLogExtraColumnShops?: string[];
  /** UPS's REST APIs: labels are bought from UPS; absent means the embedded carrier that draws labels offline. */
  carrierUrl?: string | null;
  /** The UPS app's OAuth client credentials: required when `carrierUrl` is set. */
  carrierClientId?: string | null;
  carrierClientSecret?: string | null;
  /** The shop's UPS account (shipper number): billed for labels, and in the embedded carrier's tracking numbers. */
  carrierAccount?: string;
  /** Where returns go: 'Name|Street|City|ST|ZIP|Phone'. */
  returnAddress?: string;
  /** Loopback, private, link-local or metadata addresses (or CIDRs) a feed transfer may still connect to. */
  transferAllowedHosts?: string[];
}

/** $1,000,000: the default of CREDIT_MAX_CENTS. */
export const DEFAULT_CREDIT_MAX_CENTS = 100_000_000;

/** Empty strings count as unset, as in most shells' `VAR= cmd`. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
/** Every refusal names the whole rule (a value out of range once read 'must be a whole number'). */
const wholeNumberRule = (min: number, max: number) => `must be a whole number from ${min} to ${max}`;
const integer = (min: number, max: number) => {
  const rule = wholeNumberRule(min, max);
  return optional(z.coerce.number({ error: rule }).int(rule).min(min, rule).max(max, rule));
};
const flag = optional(z.enum(['0', '1', 'true', 'false'], { error: 'must be 0, 1, true or false' }));
/** `schemes` as written in the message: 'http:// or https://'. */
const url = (protocols: RegExp, schemes: string, example: string) =>
  optional(z.string().refine((v) => protocols.test(v) && URL.canParse(v), `must be a ${schemes} URL, like ${example}`));
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** A comma-separated variable's entries. */
const list = (value: string) =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const HASH_COST_RULE = `must be a whole number from ${OWASP_MIN_HASH_COST} to ${MAX_HASH_COST} (from ${TEST_MIN_HASH_COST} only with NODE_ENV=test)`;

/** Every variable the server reads; `.env.example` lists the same names. */
export const envSchema = z.object({
  PORT: integer(0, 65535),
  HOST: optional(z.string()),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: url(/^postgres(ql)?:\/\//, 'postgres:// or postgresql://', 'postgres://user:pass@host:5432/db'),
  ADMIN_EMAIL: optional(z.email('must be an e-mail address')),
  ADMIN_PASSWORD: optional(z.string().min(8, 'must be at least 8 characters')),
  SEED_DEMO: flag,
  SHOP_NAME: optional(z.string()),
  SMTP_URL: url(/^smtps?:\/\//, 'smtp:// or smtps://', 'smtp://user:pass@host:587'),
  PUBLIC_URL: url(/^https?:\/\//, 'http:// or https://', 'https://console.example.com'),
  MEMBERSHIP_SYNC_URL: url(/^https?:\/\//, 'http:// or https://', 'https://agora.example.com/sync'),
  STORE_ADMIN_URL: url(/^https?:\/\//, 'http:// or https://', 'https://admin.shop.example'),
  STOREFRONT_URL: url(/^https?:\/\//, 'http:// or https://', 'https://shop.example.com'),
  SESSION_IDLE_SECONDS: integer(60, 365 * 24 * 3600),
  SESSION_ABSOLUTE_SECONDS: integer(60, 365 * 24 * 3600),
  SESSION_CACHE_SECONDS: integer(0, 300),
  MTD_SHOPS: optional(z.string()),
  WEB_DIST: optional(z.string()),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })),
  RUN_WORKER: flag,
  JOB_LEASE_SECONDS: integer(2, 600),
  SHOPS_REFRESH_SECONDS: integer(1, 60),
  JOB_CONCURRENCY: integer(1, 32),
  SITE_NAME: optional(z.string()),
  TOOL_CONNECT_SITE_NAME: optional(z.string()),
  MAIL_FROM: optional(z.string()),
  INVITE_TTL_DAYS: integer(1, 3650),
  FILE_RETENTION_DAYS: integer(0, 36500),
  MAIL_MAX_ATTEMPTS: integer(1, 100),
  // Up to $10 billion: sums over many balances stay exact integers far below 2^53 cents.
  CREDIT_MAX_CENTS: integer(1, 1_000_000_000_000),
  PASSWORD_HASH_COST: optional(
    z.coerce
      .number({ error: HASH_COST_RULE })
      .int(HASH_COST_RULE)
      .min(TEST_MIN_HASH_COST, HASH_COST_RULE)
      .max(MAX_HASH_COST, HASH_COST_RULE),
  ),
  NODE_ENV: optional(z.string()),
  SEARCH_INDEX_URL: url(/^https?:\/\//, 'http:// or https://', 'http://solr:8983/solr/products'),
  SECRETS_KEY: optional(z.string().refine((v) => decodeSecretsKey(v) !== null, 'must be 32 bytes as 64 hex digits or base64')),
  RISK_URL: url(/^https?:\/\//, 'http:// or https://', 'https://risk.example.com/score'),
  RISK_API_KEY: optional(z.string()),
  SHOPIFY_STORE_URL: url(/^https?:\/\//, 'http:// or https://', 'https://employee-store-dev.myshopify.com'),
  SHOPIFY_CLIENT_ID: optional(z.string()),
  SHOPIFY_CLIENT_SECRET: optional(z.string()),
  SHOPIFY_ACCESS_TOKEN: optional(z.string()),
  SHOPIFY_API_VERSION: optional(z.string().regex(/^\d{4}-\d{2}$/, 'must be an Admin API version, YYYY-MM like 2026-07')),
  SHOPIFY_RECONCILE_SECONDS: integer(60, 86_400),
  SHOPIFY_COUPON_DISCOUNT_ID: optional(z.string().refine(isCouponDiscountId, COUPON_DISCOUNT_ID_RULE)),
  SHOP_TIME_ZONE: optional(z.string().refine(isTimeZone, 'must be an IANA time zone like America/New_York')),
  TRUST_PROXY: optional(
    z.string().refine((v) => v.trim() === 'false' || v.split(',').every((entry) => isAddressOrCidr(entry.trim())), TRUST_PROXY_MESSAGE),
  ),
  METRICS_TOKEN: optional(z.string().min(16, 'must be at least 16 characters long')),
  PRICE_LOG_EXTRA_COLUMN_SHOPS: optional(z.string()),
  CARRIER_URL: url(/^https?:\/\//, 'http:// or https://', 'https://onlinetools.ups.com'),
  CARRIER_CLIENT_ID: optional(z.string()),
  CARRIER_CLIENT_SECRET: optional(z.string()),
  CARRIER_ACCOUNT: optional(z.string().regex(/^[A-Za-z0-9]{6}$/, 'must be the shipper number: 6 letters or digits')),
  RETURN_ADDRESS: optional(z.string().refine(isReturnAddress, RETURN_ADDRESS_RULE)),
  TRANSFER_ALLOWED_HOSTS: optional(
    z.string().refine((v) => list(v).every(isAddressOrCidr), 'must be comma-separated IP addresses or CIDRs (10.0.0.0/8,127.0.0.1)'),
  ),
});

/** SECRETS_KEY as its 32 bytes (64 hex digits or base64), or null when it is not that. */
export function decodeSecretsKey(text: string): Buffer | null {
  const t = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(t) ? Buffer.from(t, 'hex') : /^[A-Za-z0-9+/]{43}=?$/.test(t) ? Buffer.from(t, 'base64') : null;
  return key && key.length === 32 ? key : null;
}

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * What a server or worker needs beyond loadConfig's checks (the command-line tools need less).
 * Several instances share only the database: a key file in one instance's DATA_DIR would seal
 * secrets that the others cannot open, so PostgreSQL requires SECRETS_KEY.
 */
export function checkServerConfig(config: Pick<Config, 'databaseUrl' | 'secretsKey'>): void {
  if (config.databaseUrl && !config.secretsKey)
    throw new ConfigError([
      'SECRETS_KEY: required when DATABASE_URL is set (32 bytes as 64 hex digits or base64, the same on every instance)',
    ]);
}

function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = value?.trim();
  if (!v || v === 'false') return false;
  return v
    .split(',')
    .map((entry) => entry.trim())
    .join(',');
}

/** The app's credentials: SHOPIFY_CLIENT_ID and SECRET (also when only the first shop's store names them, as tests do). */
export function appCredentialsOf(
  config: Pick<Config, 'shopify' | 'shopifyApp'>,
): { clientId: string; clientSecret: string; apiVersion: string } | null {
  if (config.shopifyApp) return config.shopifyApp;
  const s = config.shopify;
  return s?.clientId && s.clientSecret ? { clientId: s.clientId, clientSecret: s.clientSecret, apiVersion: s.apiVersion } : null;
}

/** The store when SHOPIFY_STORE_URL is set; it needs a static token or the app's client id and secret. */
function shopifyConfig(e: z.infer<typeof envSchema>): ShopifyConfig | null {
  if (!e.SHOPIFY_STORE_URL) return null;
  if (!e.SHOPIFY_ACCESS_TOKEN && !(e.SHOPIFY_CLIENT_ID && e.SHOPIFY_CLIENT_SECRET)) {
    throw new ConfigError([
      `SHOPIFY_STORE_URL=${JSON.stringify(e.SHOPIFY_STORE_URL)}: needs SHOPIFY_CLIENT_ID and SHOPIFY_CLIENT_SECRET, or SHOPIFY_ACCESS_TOKEN`,
    ]);
  }
  return {
    storeUrl: e.SHOPIFY_STORE_URL.replace(/\/+$/, ''),
    clientId: e.SHOPIFY_CLIENT_ID ?? null,
    clientSecret: e.SHOPIFY_CLIENT_SECRET ?? null,
    accessToken: e.SHOPIFY_ACCESS_TOKEN ?? null,
    apiVersion: e.SHOPIFY_API_VERSION ?? '2026-07',
  };
}

const on = (value: string | undefined, fallback: boolean) => (value === undefined ? fallback : value === '1' || value === 'true');

/** The environment parsed once at start; a bad value throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success)
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}=${JSON.stringify(env[String(i.path[0])])}: ${i.message}`));
  const e = parsed.data;
  // A cheap hash is for test suites only (hundreds of sign-ins); a deployment keeps the OWASP minimum.
  if (e.PASSWORD_HASH_COST !== undefined && e.PASSWORD_HASH_COST < OWASP_MIN_HASH_COST && e.NODE_ENV !== 'test') {
    throw new ConfigError([`PASSWORD_HASH_COST=${JSON.stringify(env.PASSWORD_HASH_COST)}: ${HASH_COST_RULE}`]);
  }
  const port = e.PORT ?? 3000;
  const host = e.HOST ?? '127.0.0.1';
  return {
    port,
    host,
    dataDir: path.resolve(e.DATA_DIR ?? './data'),
    databaseUrl: e.DATABASE_URL ?? null,
    adminEmail: e.ADMIN_EMAIL ?? null,
    adminPassword: e.ADMIN_PASSWORD ?? null,
    seedDemo: on(e.SEED_DEMO, true),
    shopName: e.SHOP_NAME ?? 'employee-store-dev',
    smtpUrl: e.SMTP_URL ?? null,
    publicUrl: (e.PUBLIC_URL ?? `http://${host}:${port}`).replace(/\/$/, ''),
    membershipSyncUrl: e.MEMBERSHIP_SYNC_URL ?? null,
    storeAdminUrl: (e.STORE_ADMIN_URL ?? 'https://admin.shop.example').replace(/\/$/, ''),
    storefrontUrl: e.STOREFRONT_URL?.replace(/\/+$/, '') ?? null,
    sessionIdleSeconds: e.SESSION_IDLE_SECONDS ?? 8 * 3600,
    sessionAbsoluteSeconds: e.SESSION_ABSOLUTE_SECONDS ?? 7 * 24 * 3600,
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS ?? 5,
    mtdShops: (e.MTD_SHOPS ?? 'employee-store-ca-dev,employee-store-ca-staging,employee-store-ca')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    // Three folders up is the repository both from this file (server/src/platform) and from the bundle it
    // ships in (server/dist/node-*, dev/server-bundle.ts); server-bundle.test.ts holds the two depths equal.
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../../web/dist', import.meta.url).pathname),
    logLevel: e.LOG_LEVEL ?? 'info',
    runWorker: on(e.RUN_WORKER, true),
    jobLeaseSeconds: e.JOB_LEASE_SECONDS ?? 30,
    shopsRefreshSeconds: e.SHOPS_REFRESH_SECONDS ?? 30,
    jobConcurrency: e.JOB_CONCURRENCY ?? 2,
    siteName: e.SITE_NAME ?? 'Employee Store',
    toolConnectSiteName: e.TOOL_CONNECT_SITE_NAME ?? 'Tool Connect',
    mailFrom: e.MAIL_FROM ?? 'Employee Store <no-reply@shop.example>',
    inviteTtlDays: e.INVITE_TTL_DAYS ?? 30,
    fileRetentionDays: e.FILE_RETENTION_DAYS ?? 90,
    mailMaxAttempts: e.MAIL_MAX_ATTEMPTS ?? 5,
    creditMaxCents: e.CREDIT_MAX_CENTS ?? DEFAULT_CREDIT_MAX_CENTS,
    passwordHashCost: e.PASSWORD_HASH_COST ?? OWASP_MIN_HASH_COST,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    metricsToken: e.METRICS_TOKEN ?? null,
    searchIndexUrl: e.SEARCH_INDEX_URL ?? null,
    secretsKey: e.SECRETS_KEY ?? null,
    riskUrl: e.RISK_URL ?? null,
    riskApiKey: e.RISK_API_KEY ?? null,
    shopify: shopifyConfig(e),
    shopifyApp:
      e.SHOPIFY_CLIENT_ID && e.SHOPIFY_CLIENT_SECRET
        ? { clientId: e.SHOPIFY_CLIENT_ID, clientSecret: e.SHOPIFY_CLIENT_SECRET, apiVersion: e.SHOPIFY_API_VERSION ?? '2026-07' }
        : null,
    shopifyReconcileSeconds: e.SHOPIFY_RECONCILE_SECONDS ?? 300,
    shopifyCouponDiscountId: e.SHOPIFY_COUPON_DISCOUNT_ID ? couponDiscountGid(e.SHOPIFY_COUPON_DISCOUNT_ID) : null,
    shopTimeZone: e.SHOP_TIME_ZONE ?? 'America/New_York',
    priceLogExtraColumnShops: (e.PRICE_LOG_EXTRA_COLUMN_SHOPS ?? 'employee-store-dev,employee-store-us,employee-store-ca')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    carrierUrl: e.CARRIER_URL ?? null,
    carrierClientId: e.CARRIER_CLIENT_ID ?? null,
    carrierClientSecret: e.CARRIER_CLIENT_SECRET ?? null,
    carrierAccount: e.CARRIER_ACCOUNT ?? 'A1B2C3',
    returnAddress: e.RETURN_ADDRESS ?? DEFAULT_RETURN_ADDRESS,
    transferAllowedHosts: list(e.TRANSFER_ALLOWED_HOSTS ?? ''),
    ...overrides,
  };
}
