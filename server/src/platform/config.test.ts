import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkServerConfig, ConfigError, envSchema, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBeNull();
    expect(config.trustProxy).toBe(false);
    expect(config.seedDemo).toBe(true);
    expect(config.sessionCacheSeconds).toBe(5);
    expect(config.creditMaxCents).toBe(100_000_000);
  });

  it('reads CREDIT_MAX_CENTS as whole cents, at most $10 billion', () => {
    expect(loadConfig({ CREDIT_MAX_CENTS: '2500000' }).creditMaxCents).toBe(2_500_000);
    expect(() => loadConfig({ CREDIT_MAX_CENTS: '0' })).toThrow(/CREDIT_MAX_CENTS/);
    expect(() => loadConfig({ CREDIT_MAX_CENTS: '1.5' })).toThrow(/CREDIT_MAX_CENTS/);
    expect(() => loadConfig({ CREDIT_MAX_CENTS: '9007199254740993' })).toThrow(/CREDIT_MAX_CENTS/);
  });

  it('stops on a bad value, naming the variable, instead of falling back', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT="abc": must be a whole number/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('keeps the password hash at the OWASP minimum or more, lower only for test suites', () => {
    expect(loadConfig({}).passwordHashCost).toBe(17);
    expect(loadConfig({ PASSWORD_HASH_COST: '18' }).passwordHashCost).toBe(18);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '10' })).toThrow(
      /PASSWORD_HASH_COST="10": must be a whole number from 17 to 20 \(from 10 only with NODE_ENV=test\)/,
    );
    expect(loadConfig({ PASSWORD_HASH_COST: '10', NODE_ENV: 'test' }).passwordHashCost).toBe(10);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '9', NODE_ENV: 'test' })).toThrow(/PASSWORD_HASH_COST/);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '21' })).toThrow(/PASSWORD_HASH_COST/);
  });

  it("reads TRUST_PROXY as off or the proxies' addresses and CIDRs", () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
    expect(loadConfig({ TRUST_PROXY: '::1,fd00::/8' }).trustProxy).toBe('::1,fd00::/8');
  });

  it('refuses a hop count, true and anything not an address or CIDR, with a message that says why', () => {
    for (const value of ['1', '2', 'true', '10.0.0.0/33', '10.0.0.0/8/1', '10.0.0', '10.0.0.0/8,', 'loopback', '::1/129']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(
        /TRUST_PROXY=.*a hop count or true would trust whoever connects directly/,
      );
    }
  });

  it('connects a Shopify store only with credentials, default version 2026-07', () => {
    expect(loadConfig({}).shopify).toBeNull();
    expect(() => loadConfig({ SHOPIFY_STORE_URL: 'https://x.myshopify.com' })).toThrow(
      /SHOPIFY_CLIENT_ID and SHOPIFY_CLIENT_SECRET, or SHOPIFY_ACCESS_TOKEN/,
    );
    expect(() => loadConfig({ SHOPIFY_STORE_URL: 'x.myshopify.com', SHOPIFY_ACCESS_TOKEN: 't' })).toThrow(/SHOPIFY_STORE_URL/);
    expect(() => loadConfig({ SHOPIFY_API_VERSION: 'latest' })).toThrow(/SHOPIFY_API_VERSION/);
    expect(
      loadConfig({ SHOPIFY_STORE_URL: 'https://x.myshopify.com/', SHOPIFY_CLIENT_ID: 'id', SHOPIFY_CLIENT_SECRET: 'secret' }).shopify,
    ).toEqual({
      storeUrl: 'https://x.myshopify.com',
      clientId: 'id',
      clientSecret: 'secret',
      accessToken: null,
      apiVersion: '2026-07',
    });
  });

  it('reads TRANSFER_ALLOWED_HOSTS as addresses and CIDRs, none by default', () => {
    expect(loadConfig({}).transferAllowedHosts).toEqual([]);
    expect(loadConfig({ TRANSFER_ALLOWED_HOSTS: '10.0.0.0/8, 127.0.0.1,fd00::/8' }).transferAllowedHosts).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'fd00::/8',
    ]);
    expect(() => loadConfig({ TRANSFER_ALLOWED_HOSTS: 'localhost' })).toThrow(/TRANSFER_ALLOWED_HOSTS/);
  });

  it('requires SECRETS_KEY on PostgreSQL, where instances share no DATA_DIR, and checks it is 32 bytes', () => {
    const url = 'postgres://console@db:5432/console';
    expect(() => checkServerConfig(loadConfig({ DATABASE_URL: url }))).toThrow(/SECRETS_KEY: required when DATABASE_URL is set/);
    expect(() => checkServerConfig(loadConfig({}))).not.toThrow();
    expect(() => loadConfig({ DATABASE_URL: url, SECRETS_KEY: 'ab'.repeat(16) })).toThrow(/SECRETS_KEY=.*32 bytes/);
    expect(() => checkServerConfig(loadConfig({ DATABASE_URL: url, SECRETS_KEY: 'ab'.repeat(32) }))).not.toThrow();
    expect(loadConfig({ DATABASE_URL: url, SECRETS_KEY: 'ab'.repeat(32) }).secretsKey).toBe('ab'.repeat(32));
    expect(loadConfig({ DATABASE_URL: url, SECRETS_KEY: Buffer.alloc(32, 7).toString('base64') }).databaseUrl).toBe(url);
  });

  it('reads the job lease and concurrency', () => {
    expect(loadConfig({})).toMatchObject({ jobLeaseSeconds: 30, jobConcurrency: 2 });
    expect(loadConfig({ JOB_LEASE_SECONDS: '5', JOB_CONCURRENCY: '4' })).toMatchObject({ jobLeaseSeconds: 5, jobConcurrency: 4 });
    expect(() => loadConfig({ JOB_LEASE_SECONDS: '0' })).toThrow(/JOB_LEASE_SECONDS/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', SEED_DEMO: '0' })).toMatchObject({ port: 3000, databaseUrl: null, seedDemo: false });
  });

  it('lists every variable of the schema in .env.example', () => {
    const example = fs.readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8');
    const listed = [...example.matchAll(/^([A-Z_]+)=/gm)].map((m) => m[1]);
    expect(listed.sort()).toEqual(Object.keys(envSchema.shape).sort());
  });

  it('stops SHOPIFY_RECONCILE_SECONDS=10 with the real rule', () => {
    expect(() => loadConfig({ SHOPIFY_RECONCILE_SECONDS: '10' })).toThrow(
      /SHOPIFY_RECONCILE_SECONDS="10": must be a whole number from 60 to 86400$/m,
    );
  });

  /** Every variable that can be wrong, with the rule its message must name; the others take any text. */
  const wholeNumbers: Record<string, [number, number]> = {
    PORT: [0, 65535],
    SESSION_IDLE_SECONDS: [60, 31536000],
    SESSION_ABSOLUTE_SECONDS: [60, 31536000],
    SESSION_CACHE_SECONDS: [0, 300],
    JOB_LEASE_SECONDS: [2, 600],
    JOB_CONCURRENCY: [1, 32],
    SHOPS_REFRESH_SECONDS: [1, 60],
    INVITE_TTL_DAYS: [1, 3650],
    FILE_RETENTION_DAYS: [0, 36500],
    MAIL_MAX_ATTEMPTS: [1, 100],
    CREDIT_MAX_CENTS: [1, 1000000000000],
    SHOPIFY_RECONCILE_SECONDS: [60, 86400],
  };
  const others: Record<string, [string, string]> = {
    DATABASE_URL: ['mysql://x', 'must be a postgres:// or postgresql:// URL, like postgres://user:pass@host:5432/db'],
    ADMIN_EMAIL: ['nobody', 'must be an e-mail address'],
    ADMIN_PASSWORD: ['short', 'must be at least 8 characters'],
    SEED_DEMO: ['yes', 'must be 0, 1, true or false'],
    RUN_WORKER: ['on', 'must be 0, 1, true or false'],
    SMTP_URL: ['http://mail', 'must be a smtp:// or smtps:// URL, like smtp://user:pass@host:587'],
    PUBLIC_URL: ['console.example.com', 'must be a http:// or https:// URL, like https://console.example.com'],
    MEMBERSHIP_SYNC_URL: ['ftp://x', 'must be a http:// or https:// URL, like https://agora.example.com/sync'],
    STORE_ADMIN_URL: ['admin', 'must be a http:// or https:// URL, like https://admin.shop.example'],
    STOREFRONT_URL: ['shop', 'must be a http:// or https:// URL, like https://shop.example.com'],
    SEARCH_INDEX_URL: ['solr', 'must be a http:// or https:// URL, like http://solr:8983/solr/products'],
    RISK_URL: ['risk', 'must be a http:// or https:// URL, like https://risk.example.com/score'],
    SHOPIFY_STORE_URL: ['x.myshopify.com', 'must be a http:// or https:// URL, like https://employee-store-dev.myshopify.com'],
    CARRIER_URL: ['ups', 'must be a http:// or https:// URL, like https://onlinetools.ups.com'],
    LOG_LEVEL: ['loud', 'must be one of fatal, error, warn, info, debug, trace, silent'],
    SECRETS_KEY: ['ab', 'must be 32 bytes as 64 hex digits or base64'],
    SHOPIFY_API_VERSION: ['latest', 'must be an Admin API version, YYYY-MM like 2026-07'],
    SHOPIFY_COUPON_DISCOUNT_ID: ['abc', 'must be a code discount id: digits, or gid://shopify/DiscountCodeNode/ and digits'],
    SHOP_TIME_ZONE: ['Mars/Base', 'must be an IANA time zone like America/New_York'],
    TRUST_PROXY: ['2', "must be false or the proxies' addresses/CIDRs"],
    METRICS_TOKEN: ['short', 'must be at least 16 characters long'],
    CARRIER_ACCOUNT: ['12', 'must be the shipper number: 6 letters or digits'],
    RETURN_ADDRESS: ['A|B', "must be six parts separated by |: 'Name|Street|City|ST|ZIP|Phone'"],
    TRANSFER_ALLOWED_HOSTS: ['localhost', 'must be comma-separated IP addresses or CIDRs'],
    PASSWORD_HASH_COST: ['16', 'must be a whole number from 17 to 20 (from 10 only with NODE_ENV=test)'],
  };
  const freeText = [
    'HOST',
    'DATA_DIR',
    'SHOP_NAME',
    'MTD_SHOPS',
    'WEB_DIST',
    'SITE_NAME',
    'TOOL_CONNECT_SITE_NAME',
    'MAIL_FROM',
    'RISK_API_KEY',
    'SHOPIFY_CLIENT_ID',
    'SHOPIFY_CLIENT_SECRET',
    'SHOPIFY_ACCESS_TOKEN',
    'PRICE_LOG_EXTRA_COLUMN_SHOPS',
    'CARRIER_CLIENT_ID',
    'CARRIER_CLIENT_SECRET',
    'NODE_ENV',
  ];
  const messageOf = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (err) {
      return err instanceof ConfigError ? err.issues.join('\n') : String(err);
    }
    return 'accepted';
  };

  it("names the real rule in every variable's message", () => {
    expect([...Object.keys(wholeNumbers), ...Object.keys(others), ...freeText].sort()).toEqual(Object.keys(envSchema.shape).sort());
    for (const [name, [min, max]] of Object.entries(wholeNumbers)) {
      const rule = `must be a whole number from ${min} to ${max}`;
      for (const bad of [String(min - 1), String(max + 1), '1.5', 'ten'])
        expect(messageOf({ [name]: bad }), `${name}=${bad}`).toBe(`${name}=${JSON.stringify(bad)}: ${rule}`);
      expect(messageOf({ [name]: String(min) })).toBe('accepted');
      expect(messageOf({ [name]: String(max) })).toBe('accepted');
    }
    for (const [name, [bad, rule]] of Object.entries(others))
      expect(messageOf({ [name]: bad }), name).toContain(`${name}=${JSON.stringify(bad)}: ${rule}`);
  });
});
