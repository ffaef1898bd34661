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
    expect(() => loadConfig({ PASSWORD_HASH_COST: '10' })).toThrow(/PASSWORD_HASH_COST="10": must be a whole number from 17 to 20 \(from 10 only with NODE_ENV=test\)/);
    expect(loadConfig({ PASSWORD_HASH_COST: '10', NODE_ENV: 'test' }).passwordHashCost).toBe(10);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '9', NODE_ENV: 'test' })).toThrow(/PASSWORD_HASH_COST/);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '21' })).toThrow(/PASSWORD_HASH_COST/);
  });

  it('reads TRUST_PROXY as off or the proxies\' addresses and CIDRs', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
    expect(loadConfig({ TRUST_PROXY: '::1,fd00::/8' }).trustProxy).toBe('::1,fd00::/8');
  });

  it('refuses a hop count, true and anything not an address or CIDR, with a message that says why', () => {
    for (const value of ['1', '2', 'true', '10.0.0.0/33', '10.0.0.0/8/1', '10.0.0', '10.0.0.0/8,', 'loopback', '::1/129']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY=.*a hop count or true would trust whoever connects directly/);
    }
  });

  it('connects a Shopify store only with credentials, default version 2026-07', () => {
    expect(loadConfig({}).shopify).toBeNull();
    expect(() => loadConfig({ SHOPIFY_STORE_URL: 'https://x.myshopify.com' })).toThrow(/SHOPIFY_CLIENT_ID and SHOPIFY_CLIENT_SECRET, or SHOPIFY_ACCESS_TOKEN/);
    expect(() => loadConfig({ SHOPIFY_STORE_URL: 'x.myshopify.com', SHOPIFY_ACCESS_TOKEN: 't' })).toThrow(/SHOPIFY_STORE_URL/);
    expect(() => loadConfig({ SHOPIFY_API_VERSION: 'latest' })).toThrow(/SHOPIFY_API_VERSION/);
    expect(loadConfig({ SHOPIFY_STORE_URL: 'https://x.myshopify.com/', SHOPIFY_CLIENT_ID: 'id', SHOPIFY_CLIENT_SECRET: 'secret' }).shopify).toEqual({
      storeUrl: 'https://x.myshopify.com',
      clientId: 'id',
      clientSecret: 'secret',
      accessToken: null,
      apiVersion: '2026-07',
    });
  });

  it('reads TRANSFER_ALLOWED_HOSTS as addresses and CIDRs, none by default', () => {
    expect(loadConfig({}).transferAllowedHosts).toEqual([]);
    expect(loadConfig({ TRANSFER_ALLOWED_HOSTS: '10.0.0.0/8, 127.0.0.1,fd00::/8' }).transferAllowedHosts).toEqual(['10.0.0.0/8', '127.0.0.1', 'fd00::/8']);
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
});
