import path from 'node:path';

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
  /** Session lifetime: idle and absolute, in seconds. */
  sessionIdleSeconds: number;
  sessionAbsoluteSeconds: number;
  /** Shops whose retiree invites offer the MTD option (spec 2). */
  mtdShops: string[];
  /** Serve the built web app from this folder, when it exists. */
  webDist: string;
  logLevel: string;
  /** Start the job worker inside this process. */
  runWorker: boolean;
  /** Names of the two sites people are invited to (spec 2 Users page titles, invitation e-mails). */
  siteName: string;
  toolConnectSiteName: string;
  /** Sender of every e-mail. */
  mailFrom: string;
  /** Days an invitation link stays valid after its last send. */
  inviteTtlDays: number;
  /** Attempts to send one e-mail before it is marked failed. */
  mailMaxAttempts: number;
  /**
   * The real store platform's API. No adapter for it exists yet: setting it stops the start with a
   * message instead of silently using the embedded store (docs/decisions.md, commerce).
   */
  commerceUrl?: string | null;
  /** The shop's time zone: bulk prices take effect at the start of their day there. */
  shopTimeZone?: string;
  /** Shops whose price log shows CustomerType and Source (spec 3 §2.2: the online dev shop and the US and CA employee stores). */
  priceLogExtraColumnShops?: string[];
  /** The carrier's API (UPS); absent means the embedded carrier that draws labels offline. */
  carrierUrl?: string | null;
  carrierClientId?: string | null;
  carrierClientSecret?: string | null;
  /** The shop's carrier account (shipper number), printed in tracking numbers and billed for labels. */
  carrierAccount?: string;
  /** Where returns go: 'Name|Street|City|ST|ZIP|Phone'. */
  returnAddress?: string;
}

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isFinite(n) ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const port = int(env.PORT, 3000);
  const host = env.HOST || '127.0.0.1';
  const databaseUrl = env.DATABASE_URL && /^postgres(ql)?:\/\//.test(env.DATABASE_URL) ? env.DATABASE_URL : null;
  return {
    port,
    host,
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl,
    adminEmail: env.ADMIN_EMAIL || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    seedDemo: env.SEED_DEMO !== '0',
    shopName: env.SHOP_NAME || 'employee-store-dev',
    smtpUrl: env.SMTP_URL || null,
    publicUrl: (env.PUBLIC_URL || `http://${host}:${port}`).replace(/\/$/, ''),
    membershipSyncUrl: env.MEMBERSHIP_SYNC_URL || null,
    storeAdminUrl: (env.STORE_ADMIN_URL || 'https://admin.shop.example').replace(/\/$/, ''),
    sessionIdleSeconds: int(env.SESSION_IDLE_SECONDS, 8 * 3600),
    sessionAbsoluteSeconds: int(env.SESSION_ABSOLUTE_SECONDS, 7 * 24 * 3600),
    mtdShops: (env.MTD_SHOPS || 'employee-store-ca-dev,employee-store-ca-staging,employee-store-ca')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    webDist: path.resolve(env.WEB_DIST || new URL('../../../web/dist', import.meta.url).pathname),
    logLevel: env.LOG_LEVEL || 'info',
    runWorker: env.RUN_WORKER !== '0',
    siteName: env.SITE_NAME || 'Employee Store',
    toolConnectSiteName: env.TOOL_CONNECT_SITE_NAME || 'Tool Connect',
    mailFrom: env.MAIL_FROM || 'Employee Store <no-reply@shop.example>',
    inviteTtlDays: int(env.INVITE_TTL_DAYS, 30),
    mailMaxAttempts: int(env.MAIL_MAX_ATTEMPTS, 5),
    commerceUrl: env.COMMERCE_URL || null,
    shopTimeZone: env.SHOP_TIME_ZONE || 'America/New_York',
    priceLogExtraColumnShops: (env.PRICE_LOG_EXTRA_COLUMN_SHOPS || 'employee-store-dev,employee-store-us,employee-store-ca')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    carrierUrl: env.CARRIER_URL || null,
    carrierClientId: env.CARRIER_CLIENT_ID || null,
    carrierClientSecret: env.CARRIER_CLIENT_SECRET || null,
    carrierAccount: env.CARRIER_ACCOUNT || 'A1B2C3',
    returnAddress: env.RETURN_ADDRESS || 'Returns Department|400 Warehouse Way|Columbus|OH|43215|6145550100',
    ...overrides,
  };
}
