import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentsContract } from '@console/contracts/students.contract';
import type { ShopifyStandIn } from './shopify-stand-in/stand-in-server';
import { addStaffMember, STAND_IN_SHOP, tokenExchangeModule } from './shopify-stand-in/token-exchange.module';
import { MIRROR_MODULES } from './store-mirror-modules';
import {
  CLIENT_ID,
  CLIENT_SECRET,
  mirrored,
  seedStoreCustomers,
  sendCustomerWebhook,
  settleStoreJobs,
  startMirrorStandIn,
  startStoreServer,
  storeIdOf,
} from './store-mirror-support';
import { sendWebhook } from './shopify-stand-in/webhook-sender';
import { sessionClaims, signSessionToken } from './session-token-support';
import type { TestServer } from './harness';

/** The console opened inside the Shopify admin (docs/outside-interfaces.md 'Shopify'): Bearer session tokens and compliance webhooks. */
describe('embedded in the Shopify admin', () => {
  let standIn: ShopifyStandIn;
  let server: TestServer;

  beforeAll(async () => {
    standIn = await startMirrorStandIn({ modules: [...MIRROR_MODULES, tokenExchangeModule] });
    server = await startStoreServer(standIn);
    await server.addOperator(['showStudents'], { email: 'Pat.Staff@store.test' });
    addStaffMember(standIn.state, '101', 'pat.staff@store.test');
    addStaffMember(standIn.state, '102', 'nobody@store.test');
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await standIn?.close();
  });

  const token = (sub: string, overrides: Record<string, unknown> = {}, secret = CLIENT_SECRET) =>
    signSessionToken(secret, sessionClaims(CLIENT_ID, STAND_IN_SHOP, sub, overrides));
  const list = (headers: Record<string, string>) =>
    server.call(studentsContract.list, { params: { status: 'approved' }, body: { searchValue: '', searchType: 'Email' }, headers });
  // Online exchanges, which name the staff member; the install's one offline exchange is counted apart.
  const exchangesOf = (sub: string) =>
    standIn.state
      .all('TokenExchange')
      .filter((e) => e.sub === sub && e.requested === 'urn:shopify:params:oauth:token-type:online-access-token').length;

  it('lets a valid session token of a staff member with an operator reach a route, exchanging once per staff member', async () => {
    const first = await list({ authorization: `Bearer ${token('101')}` });
    expect(first.status).toBe(200);
    expect(first.data().rows).toBeDefined();
    const second = await list({ authorization: `Bearer ${token('101')}` });
    expect(second.status).toBe(200);
    expect(exchangesOf('101')).toBe(1);
    expect(standIn.state.all('TokenExchange').find((e) => e.sub === '101')?.requested).toBe(
      'urn:shopify:params:oauth:token-type:online-access-token',
    );
  });

  it.each([
    ['a forged signature', () => token('101', {}, 'not-the-secret')],
    ['a wrong aud', () => token('101', { aud: 'another-app' })],
    ['an expired token', () => token('101', { exp: Math.floor(Date.now() / 1000) - 30 })],
    ['a token not yet valid', () => token('101', { nbf: Math.floor(Date.now() / 1000) + 60 })],
    ['another algorithm', () => signSessionToken(CLIENT_SECRET, sessionClaims(CLIENT_ID, STAND_IN_SHOP, '101'), 'none')],
    ['junk', () => 'not.a.token'],
  ])('answers 401 with the retry header for %s', async (_what, make) => {
    const res = await list({ authorization: `Bearer ${make()}` });
    expect(res.status).toBe(401);
    expect(res.headers.get('x-shopify-retry-invalid-session-request')).toBe('1');
  });

  it('answers 403, not 401, to a genuine token from a store that is no shop of this install (docs/several-shops.md)', async () => {
    const res = await list({ authorization: `Bearer ${token('101', { dest: 'https://other-shop.myshopify.com' })}` });
    expect(res.status).toBe(403);
    expect(res.headers.get('x-shopify-retry-invalid-session-request')).toBeNull();
    expect(res.body).toMatchObject({ statusCode: 403, message: expect.stringContaining('This store is not connected to this console.') });
  });

  it('answers 401 with no token at all', async () => {
    expect((await list({})).status).toBe(401);
    const empty = await list({ authorization: 'Bearer' });
    expect(empty.status).toBe(401);
    expect(empty.headers.get('x-shopify-retry-invalid-session-request')).toBe('1');
  });

  it('answers 403 for a staff member without an operator, and keeps flags', async () => {
    const res = await list({ authorization: `Bearer ${token('102')}` });
    expect(res.status).toBe(403);
    expect(res.error().message).toMatch(/no operator/);
    const staff = await server.call(studentsContract.list, {
      params: { status: 'approved' },
      body: { searchValue: '', searchType: 'Email' },
      headers: { authorization: `Bearer ${token('101')}` },
    });
    expect(staff.status).toBe(200);
  });

  it("takes the frame's own calls (same-origin to us) and still refuses a cross-site page carrying a token", async () => {
    const bearer = { authorization: `Bearer ${token('101')}` };
    expect((await list({ ...bearer, 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await list({ ...bearer, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });

  it('answers 401 to compliance webhooks with a bad HMAC', async () => {
    for (const topic of ['customers/data_request', 'customers/redact', 'shop/redact']) {
      const sent = await sendWebhook(server.url, CLIENT_SECRET, topic, { shop_domain: STAND_IN_SHOP }, { signature: 'AAAA' });
      expect(sent.status, topic).toBe(401);
    }
  });

  it('acts on customers/redact: the customer is gone from the console, the audit log records it by id only', async () => {
    const [customer] = seedStoreCustomers(standIn, 1, { prefix: 'redact-me', tags: ['UserType:Student', 'Approved'] });
    if (!customer) throw new Error('no customer seeded');
    expect((await sendCustomerWebhook(server, 'customers/create', customer)).status).toBe(200);
    await settleStoreJobs(server);
    expect(await mirrored(server, customer)).toBeDefined();
    const sent = await sendWebhook(server.url, CLIENT_SECRET, 'customers/redact', {
      shop_id: 1,
      shop_domain: STAND_IN_SHOP,
      customer: { id: storeIdOf(customer), email: customer.defaultEmailAddress?.emailAddress, phone: null },
      orders_to_redact: [],
    });
    expect(sent.status).toBe(200);
    await settleStoreJobs(server);
    expect(await mirrored(server, customer)).toBeUndefined();
    const audit = await server.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'compliance.customer-redacted').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.target).toBe(String(storeIdOf(customer)));
    expect(JSON.stringify(audit[0])).not.toContain(String(customer.defaultEmailAddress?.emailAddress));
  });
});
