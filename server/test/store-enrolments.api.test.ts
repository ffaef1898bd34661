import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newLinkToken } from '../src/platform/link-tokens';
import { customerByEmail, putCustomer } from './shopify-stand-in/customers.module';
import { metafieldsOf } from './shopify-stand-in/metafields.module';
import type { ShopifyStandIn } from './shopify-stand-in/stand-in-server';
import { retireeUsersContract } from '@console/contracts/retiree-users.contract';
import { sendCustomerWebhook, settleStoreJobs, startStoreServer } from './store-mirror-support';
import { startMoneyStandIn } from './store-money-support';
import type { TestServer } from './harness';

/**
 * Our public pages on a connected store: redeeming a code, entering a giveaway, accepting
 * an invitation or an event invitation makes (or finds by e-mail) the store customer with its tags,
 * through a job stored with the registration: exactly once, retried through an outage.
 */
describe('public registrations reach the store customer', () => {
  let standIn: ShopifyStandIn;
  let server: TestServer;
  const now = new Date().toISOString();
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const post = (path: string, form: Record<string, string>) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
  const customerSets = (email: string) =>
    standIn.calls('CustomerSetByEmail').filter((c) => (c.variables.identifier as { email?: string } | undefined)?.email === email);

  beforeAll(async () => {
    standIn = await startMoneyStandIn();
    server = await startStoreServer(standIn);
  });
  afterAll(async () => {
    await server?.close();
    await standIn?.close();
  });

  async function newCode(code: string) {
    const db = server.ctx.db;
    const partner = await db
      .insertInto('partners')
      .values({ shop_id: server.ctx.shop.id, name: 'Coastal Fasteners', handle: `coastal-${code}`, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('registration_codes')
      .values({
        shop_id: server.ctx.shop.id,
        code,
        code_lower: code.toLowerCase(),
        start_date: day(-1),
        end_date: day(30),
        partner_id: partner.id,
        spend_limit_cents: 7500,
        tags: JSON.stringify(['union']),
        max_registration_count: 5,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }

  it('a redeemed code makes the store customer with the partner, spend-limit and code tags, once', async () => {
    await newCode('SPRING26');
    const res = await post('/register', { code: 'SPRING26', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@crew.test' });
    expect(res.status).toBe(200);
    // The page says what to do next: the connected store's account page.
    expect(await res.text()).toContain(`<a class="button" href="${standIn.url}/account">Go to Employee Store</a>`);
    await settleStoreJobs(server);
    const customer = customerByEmail(standIn.state, 'ada@crew.test');
    expect(customer).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(customer?.tags).toEqual(['np:Coastal Fasteners', 'spend_limit:75', 'union'].sort((a, b) => a.localeCompare(b)));
    expect(customerSets('ada@crew.test')).toHaveLength(1);
    // The same person again changes nothing, here or on the store.
    await post('/register', { code: 'SPRING26', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@crew.test' });
    await settleStoreJobs(server);
    expect(customerSets('ada@crew.test')).toHaveLength(1);
  });

  it('a giveaway entry tags an existing store customer, keeping its tags', async () => {
    const token = newLinkToken(1).token;
    await server.ctx.db
      .insertInto('giveaways')
      .values({
        shop_id: server.ctx.shop.id,
        name: 'Spring Drill',
        name_lower: 'spring drill',
        description: null,
        start_date: null,
        end_date: null,
        registration_count: null,
        entry_token: token,
        created_at: now,
        updated_at: now,
      })
      .execute();
    putCustomer(standIn.state, { email: 'grace@crew.test', firstName: 'Grace', lastName: 'Hopper', tags: ['vip'] });
    expect((await post(`/giveaway/${token}`, { name: 'Grace Hopper', email: 'grace@crew.test' })).status).toBe(200);
    await settleStoreJobs(server);
    expect(customerByEmail(standIn.state, 'grace@crew.test')?.tags).toEqual(['giveaway:Spring Drill', 'vip']);
    expect(
      standIn.state
        .all('Customer')
        .filter((c) => (c.defaultEmailAddress as { emailAddress: string } | null)?.emailAddress === 'grace@crew.test'),
    ).toHaveLength(1);
  });

  it('an accepted invitation makes the customer with the programme tag, its tags, and MTD as a metafield', async () => {
    const link = newLinkToken(30);
    await server.ctx.db
      .insertInto('invitations')
      .values({
        shop_id: server.ctx.shop.id,
        programme: 'retiree',
        first_name: 'Rita',
        last_name: 'Retired',
        email: 'rita@crew.test',
        email_lower: 'rita@crew.test',
        additional_tags: 'alumni, west',
        mtd: 1,
        status: 'invited',
        token_hash: link.hash,
        token_expires_at: link.expiresAt,
        last_sent_at: now,
        customer_id: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const accepted = await post(`/invite/${link.token}`, { accept: '1' });
    expect(accepted.status).toBe(200);
    expect(await accepted.text()).toContain(`href="${standIn.url}/account"`);
    await settleStoreJobs(server);
    const customer = customerByEmail(standIn.state, 'rita@crew.test');
    expect(customer?.tags).toEqual(['alumni', 'programme:retiree', 'west']);
    expect(metafieldsOf(standIn.state, customer?.id ?? '').map((m) => [m.namespace, m.key, m.value])).toEqual([['console', 'mtd', 'true']]);
    // Registered: the programme's customer whose store account is enabled, as the mirror has it.
    if (!customer) throw new Error('no store customer');
    const operator = await server.operator(['showRetireeUsers']);
    const registered = async () =>
      (await server.call(retireeUsersContract.registeredList, { body: {}, headers: operator.headers })).data().rows.map((r) => r.email);
    expect(await registered()).toEqual(['rita@crew.test']);
    customer.state = 'DISABLED';
    customer.updatedAt = new Date(Date.parse(customer.updatedAt) + 1000).toISOString();
    await sendCustomerWebhook(server, 'customers/update', customer);
    await settleStoreJobs(server);
    expect(await registered()).toEqual([]);
  });

  it('an event registration queued while the store is down reaches it once when it is back', async () => {
    const event = await server.ctx.db
      .insertInto('events')
      .values({ shop_id: server.ctx.shop.id, name: 'Tool Show', date_from: now, date_to: now, active: 1, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const link = newLinkToken(30);
    await server.ctx.db
      .insertInto('event_invites')
      .values({
        shop_id: server.ctx.shop.id,
        event_id: event.id,
        first_name: 'Eve',
        last_name: 'Event',
        email: 'eve@crew.test',
        email_lower: 'eve@crew.test',
        store: '',
        token_hash: link.hash,
        token_expires_at: link.expiresAt,
        last_sent_at: now,
        mail_id: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await standIn.goDown();
    try {
      expect((await post(`/event-invite/${link.token}`, { accept: '1' })).status).toBe(200);
      const write = await server.ctx.db
        .selectFrom('store_writes')
        .selectAll()
        .where('intent_key', 'like', 'event-invite:%')
        .executeTakeFirstOrThrow();
      expect(write.status).toBe('pending');
    } finally {
      await standIn.comeBack();
    }
    await server.ctx.db
      .updateTable('jobs')
      .set({ run_after: new Date(Date.now() - 1000).toISOString() })
      .where('type', 'like', 'store-sync.%')
      .where('status', '=', 'pending')
      .execute();
    await settleStoreJobs(server);
    expect(customerByEmail(standIn.state, 'eve@crew.test')?.tags).toEqual(['event:Tool Show']);
    expect(customerSets('eve@crew.test')).toHaveLength(1);
  });
});
