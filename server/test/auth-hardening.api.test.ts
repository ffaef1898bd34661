import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authContract } from '@console/contracts/auth.contract';
import { ADDRESS_FREE_FAILURES, FREE_FAILURES } from '../src/features/auth/login-throttle';
import { OWASP_MIN_HASH_COST, verifyPassword } from '../src/platform/passwords';
import { startTestServer, type TestServer } from './harness';

/** The sign-in throttle against spoofing and lock-outs, cost upgrades, the session cache. */

/**
 * The failures the server recorded for this e-mail, by client address; then more of them for the one
 * address, so the growing delay is long enough (32 s) that a slow shared machine cannot outwait it
 * between two requests. (The doubling itself is unit-tested in login-throttle.test.ts.)
 */
async function recordedAddresses(server: TestServer, email: string): Promise<string[]> {
  const rows = await server.ctx.db.selectFrom('login_failures').select('client_address').where('email', '=', email).execute();
  return rows.map((r) => r.client_address);
}

async function lengthenDelay(server: TestServer, email: string, clientAddress: string): Promise<void> {
  const created_at = new Date().toISOString();
  await server.ctx.db
    .insertInto('login_failures')
    .values(Array.from({ length: 5 }, () => ({ email, client_address: clientAddress, created_at })))
    .execute();
}

const login = (server: TestServer, email: string, password: string, forwardedFor?: string) =>
  server.call(authContract.login, { body: { email, password }, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });

describe('sign-in throttle without a trusted proxy (the default)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ runWorker: false });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is not lifted by a spoofed X-Forwarded-For', async () => {
    const { email, password } = await server.addOperator(['showStudents']);
    for (let i = 0; i < FREE_FAILURES; i++) expect((await login(server, email, `wrong-${i}`, `198.51.100.${i + 1}`)).status).toBe(401);
    // Counted against the socket's address, whatever the header claimed.
    const addresses = await recordedAddresses(server, email);
    expect(addresses).toHaveLength(FREE_FAILURES);
    expect(new Set(addresses).size).toBe(1);
    expect(addresses[0]).not.toMatch(/^198\.51\.100\./);
    await lengthenDelay(server, email, addresses[0] ?? '');
    for (const spoofed of ['203.0.113.77', '10.1.2.3, 192.0.2.1', '::1']) {
      const res = await login(server, email, password, spoofed);
      expect(res.status, spoofed).toBe(429);
      expect(res.error().message).toMatch(/^Too many failed sign-ins/);
    }
  });
});

describe('sign-in throttle behind a trusted proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The test client plays the proxy: X-Forwarded-For then names the real client.
    server = await startTestServer({ runWorker: false, config: { trustProxy: '127.0.0.1' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("slows the attacker's address and lets the real operator in from a fresh client", async () => {
    const { email, password } = await server.addOperator(['showStudents']);
    const attacker = '203.0.113.9';
    for (let i = 0; i < FREE_FAILURES; i++) expect((await login(server, email, `guess-${i}`, attacker)).status).toBe(401);
    expect(await recordedAddresses(server, email)).toEqual(Array.from({ length: FREE_FAILURES }, () => attacker));
    await lengthenDelay(server, email, attacker);
    for (let i = 0; i < 3; i++) expect((await login(server, email, `guess-more-${i}`, attacker)).status).toBe(429);

    const real = await login(server, email, password, '198.51.100.7');
    expect(real.status).toBe(200);
    expect(real.data().customerId).toBeGreaterThan(0);
    // The attacker's address stays slowed, right password or not.
    expect((await login(server, email, password, attacker)).status).toBe(429);
  });

  it('slows an address that tries one password at each of many e-mails (spraying), and nobody else', { timeout: 120_000 }, async () => {
    const { email, password } = await server.addOperator(['showStudents']);
    const sprayer = '203.0.113.50';
    const sprayed = (i: number) => `sprayed-${i}@spray.test`;
    // The earlier guesses, one per e-mail (each real request costs a password hash: seconds on a busy machine) …
    const created_at = new Date().toISOString();
    const earlier = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({ email: sprayed(from + i), client_address: sprayer, created_at }));
    await server.ctx.db
      .insertInto('login_failures')
      .values(earlier(100, ADDRESS_FREE_FAILURES - 2))
      .execute();
    // … then the last free ones, sent: each e-mail's own count is 0, so only the address's can stop them.
    for (let i = 0; i < 2; i++) expect((await login(server, sprayed(i), 'Spring2026!', sprayer)).status, sprayed(i)).toBe(401);
    // More failures from the address, so the wait (32 s) outlasts a slow machine between requests.
    await server.ctx.db.insertInto('login_failures').values(earlier(300, 5)).execute();
    for (const target of [sprayed(200), sprayed(201), email]) {
      const res = await login(server, target, 'Spring2026!', sprayer);
      expect(res.status, target).toBe(429);
      expect(res.error().message).toMatch(/^Too many failed sign-ins/);
    }
    // The operator, and every sprayed e-mail, from another address: not slowed at all.
    expect((await login(server, email, password, '198.51.100.60')).status).toBe(200);
    expect((await login(server, sprayed(0), 'wrong', '198.51.100.61')).status).toBe(401);
  });
});

describe('password cost upgrade and the session cache', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The production cost, as shipped: old hashes verify and are upgraded to it.
    server = await startTestServer({ runWorker: false, config: { sessionCacheSeconds: 60, passwordHashCost: OWASP_MIN_HASH_COST } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('verifies a hash made at the old cost and upgrades it at sign-in', async () => {
    const { operator, email, password } = await server.addOperator(['showStaff']);
    const salt = randomBytes(16);
    const legacy = `scrypt$16384$${salt.toString('base64')}$${scryptSync(password, salt, 64, { N: 16384, r: 8, p: 1 }).toString('base64')}`;
    await server.ctx.db.updateTable('operators').set({ password_hash: legacy }).where('id', '=', operator.id).execute();

    expect((await login(server, email, password)).status).toBe(200);
    const row = await server.ctx.db.selectFrom('operators').select('password_hash').where('id', '=', operator.id).executeTakeFirstOrThrow();
    expect(row.password_hash).not.toBe(legacy);
    expect(row.password_hash.startsWith(`scrypt$${2 ** 17}$8$1$`)).toBe(true);
    expect(await verifyPassword(password, row.password_hash)).toBe(true);
    const audit = await server.ctx.db.selectFrom('audit_log').select('action').where('target', '=', `operator:${operator.id}`).execute();
    expect(audit.map((a) => a.action)).toContain('auth.rehash');
    // And the upgraded hash signs in again, without another upgrade.
    expect((await login(server, email, password)).status).toBe(200);
    const after = await server.ctx.db
      .selectFrom('operators')
      .select('password_hash')
      .where('id', '=', operator.id)
      .executeTakeFirstOrThrow();
    expect(after.password_hash).toBe(row.password_hash);
  });

  it('forgets a cached session at sign-out on this instance; other instances within their TTL', async () => {
    const identity = await server.operator(['showStudents']);
    const other = await startTestServer({ database: server.database, runWorker: false, config: { sessionCacheSeconds: 60 } });
    try {
      expect((await server.call(authContract.me, { headers: identity.headers })).status).toBe(200);
      expect((await other.call(authContract.me, { headers: identity.headers })).status).toBe(200);
      expect((await server.call(authContract.logout, { headers: { token: identity.headers.token } })).status).toBe(200);
      expect((await server.call(authContract.me, { headers: identity.headers })).status).toBe(401);
      // Documented (README, docs/decisions.md): the other instance trusts its check until its TTL ends.
      expect((await other.call(authContract.me, { headers: identity.headers })).status).toBe(200);
      const fresh = await startTestServer({ database: server.database, runWorker: false });
      try {
        expect((await fresh.call(authContract.me, { headers: identity.headers })).status).toBe(401);
      } finally {
        await fresh.stop();
      }
    } finally {
      await other.stop();
    }
  });
});
