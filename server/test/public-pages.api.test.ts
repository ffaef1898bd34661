import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationCodesContract as codes } from '@console/contracts/registration-codes.contract';
import { CODE_REFUSED } from '../src/features/registration-codes/redemption-page';
import { CODE_LIMIT } from '../src/features/registration-codes/redemption.routes';
import { usDay } from './days';
import { startTestServer, type TestServer } from './harness';

/**
 * Issue 15 and 18 on the public pages: no oracle of which registration codes exist, a limit per
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
    await first.ctx.db.insertInto('partners').values({ name: 'Coastal Fasteners', handle: 'coastal-fasteners', created_at: now }).execute();
    const partner = (await first.call(codes.partners, { headers })).data()[0];
    const code = (registrationCode: string, extra: object) =>
      first.call(codes.create, { body: { registrationCode, startDate: usDay(-1), endDate: usDay(30), partner, spendLimit: 50, tags: [], maxRegistrationCount: 10, emailDomains: [], ...extra }, headers });
    expect((await code('ENDED-1', { startDate: usDay(-9), endDate: usDay(-1) })).status).toBe(200);
    expect((await code('LATER-1', { startDate: usDay(2), endDate: usDay(9) })).status).toBe(200);
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
      const html = (await res.text()).replace(`value="${code}"`, 'value="CODE"').replace(`Tester${n + 1}`, 'TesterN').replace(`ava.${n + 1}@`, 'ava.N@');
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
    const counted = await first.ctx.db.selectFrom('rate_limit_hits').select('hits').where('key', '=', 'register-code:guess-me').executeTakeFirstOrThrow();
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
