import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationCodesContract as codes } from '@console/contracts/registration-codes.contract';
import { CODE_REFUSED } from '../src/features/registration-codes/redemption-page';
import { CODE_LIMIT } from '../src/features/registration-codes/redemption.routes';
import { PAGE_LIMIT } from '../src/platform/public-page';
import { shopUsDay } from './days';
import { startTestServer, type TestServer } from './harness';

/**
 * The public pages' safety: no oracle of which registration codes exist, a limit per
 * code that holds across instances (the counters live in the database), and router errors (400,
 * 414) answered as pages.
 */
describe('public pages', () => {
  let first: TestServer;
  let second: TestServer;

  const register = (server: TestServer, code: string, n: number) =>
    fetch(`${server.url}/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ code, firstName: 'Ava', lastName: `Tester${n}`, email: `ava.${n}@crew.example` }).toString(),
    });

  beforeAll(async () => {
    first = await startTestServer({ runWorker: false });
    // A second instance on the same database, as behind a load balancer.
    second = await startTestServer({ runWorker: false, database: first.database });
    const headers = (await first.operatorSession(['showRegistrationCodes'])).headers;
    const now = new Date().toISOString();
    await first.ctx.db
      .insertInto('partners')
      .values({ shop_id: first.ctx.shop.id, name: 'Coastal Fasteners', handle: 'coastal-fasteners', created_at: now })
      .execute();
    const partner = (await first.call(codes.partners, { headers })).data()[0];
    const code = (registrationCode: string, extra: object) =>
      first.call(codes.create, {
        body: {
          registrationCode,
          startDate: shopUsDay(-1),
          endDate: shopUsDay(30),
          partner,
          spendLimit: 50,
          tags: [],
          maxRegistrationCount: 10,
          emailDomains: [],
          ...extra,
        },
        headers,
      });
    expect((await code('ENDED-1', { startDate: shopUsDay(-9), endDate: shopUsDay(-1) })).status).toBe(200);
    expect((await code('LATER-1', { startDate: shopUsDay(2), endDate: shopUsDay(9) })).status).toBe(200);
    expect((await code('DOMAIN-1', { emailDomains: ['union.example'] })).status).toBe(200);
    expect((await code('FULL-1', { maxRegistrationCount: 1 })).status).toBe(200);
    expect((await register(first, 'FULL-1', 0)).status).toBe(200);
  });
  afterAll(async () => {
    await second?.stop();
    await first?.close();
  });

  it('answers an unknown code exactly as a known but unusable one', async () => {
    const answers = [];
    for (const [n, code] of ['NO-SUCH-CODE', 'ENDED-1', 'LATER-1', 'DOMAIN-1', 'FULL-1'].entries()) {
      const res = await register(first, code, n + 1);
      const html = (await res.text())
        .replace(`value="${code}"`, 'value="CODE"')
        .replace(`Tester${n + 1}`, 'TesterN')
        .replace(`ava.${n + 1}@`, 'ava.N@');
      answers.push({ status: res.status, html });
    }
    expect(answers[0]?.status).toBe(CODE_REFUSED.status);
    expect(answers[0]?.html).toContain(CODE_REFUSED.text);
    for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
  });

  it('limits the attempts on one code from any instance, and not those on another code', async () => {
    for (let n = 0; n < CODE_LIMIT.max; n++) {
      const res = await register(n % 2 === 0 ? first : second, 'Guess-Me', 100 + n);
      expect(res.status, `attempt ${n + 1}`).toBe(CODE_REFUSED.status);
    }
    for (const server of [first, second]) {
      const limited = await register(server, 'GUESS-ME', 200);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('content-type')).toContain('text/html');
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await limited.text()).toContain('Too many attempts.');
    }
    expect((await register(second, 'OTHER-CODE', 300)).status).toBe(CODE_REFUSED.status);
    const counted = await first.ctx.db
      .selectFrom('rate_limit_hits')
      .select('hits')
      .where('key', '=', `register-code:${first.ctx.shop.id}:guess-me`)
      .executeTakeFirstOrThrow();
    expect(Number(counted.hits)).toBe(CODE_LIMIT.max + 2);
  });

  it('answers an over-long or malformed link with a page, not JSON', async () => {
    for (const path of [`/invite/${'a'.repeat(500)}`, `/giveaway/${'b'.repeat(500)}`, `/event-invite/${'c'.repeat(500)}`]) {
      const res = await fetch(`${first.url}${path}`);
      expect(res.status, path).toBe(414);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.text()).toContain('This link is not valid.');
    }
    const bad = await fetch(`${first.url}/invite/%E0%A4%A`);
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toContain('text/html');
    expect(await bad.text()).toContain('<!doctype html>');
    // The API keeps answering JSON.
    const api = await fetch(`${first.url}/api/giveaways/${'9'.repeat(500)}`, { method: 'DELETE' });
    expect(api.status).toBe(414);
    expect(api.headers.get('content-type')).toContain('application/json');
  });
});

describe('the per-address limit of a public page', () => {
  let first: TestServer;
  let second: TestServer;
  /** Behind a proxy on loopback, so each request can name its client's address. */
  const open = (server: TestServer, address: string, path = '/register') =>
    fetch(`${server.url}${path}`, { headers: { 'x-forwarded-for': address } });

  beforeAll(async () => {
    first = await startTestServer({ runWorker: false, config: { trustProxy: '127.0.0.1' } });
    second = await startTestServer({ runWorker: false, database: first.database, config: { trustProxy: '127.0.0.1' } });
  });
  afterAll(async () => {
    await second?.stop();
    await first?.close();
  });

  it('answers 429 with a page once one address has used its attempts, on any instance, and not another address or page', async () => {
    for (let n = 0; n < PAGE_LIMIT.max; n++) {
      const res = await open(n % 2 === 0 ? first : second, '203.0.113.7');
      expect(res.status, `attempt ${n + 1}`).toBe(200);
    }
    for (const server of [first, second]) {
      const limited = await open(server, '203.0.113.7');
      expect(limited.status).toBe(429);
      expect(limited.headers.get('content-type')).toContain('text/html');
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await limited.text()).toContain('Too many attempts.');
    }
    // A registration posted from that address is refused before any code is looked at.
    const posted = await fetch(`${first.url}/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.7' },
      body: new URLSearchParams({ code: 'ANY-CODE', firstName: 'Ava', lastName: 'Tester', email: 'ava@crew.example' }).toString(),
    });
    expect(posted.status).toBe(429);
    expect(await first.ctx.db.selectFrom('rate_limit_hits').select('key').where('key', 'like', 'register-code:%').execute()).toEqual([]);
    expect((await open(second, '203.0.113.8')).status).toBe(200);
    expect((await open(first, '203.0.113.7', `/invite/${'A'.repeat(43)}`)).status).toBe(404);
  });
});
