import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLAGS } from '@console/contracts/common/flags';
import { registrationsContract, STATUS_TAGS } from '@console/contracts/registrations.contract';
import { studentsContract } from '@console/contracts/students.contract';
import type { ShopId } from '../src/platform/shop-id';
import type { ShopifyStandIn } from './shopify-stand-in/stand-in-server';
import { customerWebhookBody, sendWebhook } from './shopify-stand-in/webhook-sender';
import type { CustomerRecord } from './shopify-stand-in/customers.module';
import type { IdentityHeaders, TestServer } from './harness';
import {
  CLIENT_SECRET,
  seedStoreCustomers,
  settleStoreJobs,
  startMirrorStandIn,
  startStoreServer,
  storeIdOf,
} from './store-mirror-support';

/**
 * Two Shopify stand-ins with different domains and the same app (client id and secret) behind one console.
 * Each shop's pending students appear under it alone without an operator's action (each shop's first load starts by
 * itself), an approval reaches only its store, a webhook and a redaction reach only their shop, and app/uninstalled
 * of one leaves the other working.
 */
const US = 'employee-store-us.myshopify.com';
const CA = 'employee-store-ca.myshopify.com';

describe('two stores behind one console', () => {
  let us: ShopifyStandIn;
  let ca: ShopifyStandIn;
  let server: TestServer;
  let admin: IdentityHeaders;
  let caShop: ShopId;
  let usCustomers: CustomerRecord[];
  let caCustomers: CustomerRecord[];

  beforeAll(async () => {
    us = await startMirrorStandIn({ shopDomain: US });
    ca = await startMirrorStandIn({ shopDomain: CA, timeZone: 'America/Vancouver' });
    usCustomers = seedStoreCustomers(us, 3, { prefix: 'us-student', tags: ['UserType:Student', 'Pending'] });
    caCustomers = seedStoreCustomers(ca, 3, { prefix: 'ca-student', tags: ['UserType:Student', 'Pending'] });
    server = await startStoreServer(us, { config: { shopName: 'employee-store-us' } });
    // As `npm run shops -- add employee-store-ca --store-url …` stores it; its domain is read from its store.
    caShop = (await server.addShop('employee-store-ca', { storeUrl: ca.url })).shop.id;
    admin = (await server.operatorSession(FLAGS)).headers;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await us?.close();
    await ca?.close();
  });

  const pending = async (shop: string) => {
    const res = await server.call(studentsContract.list, {
      params: { status: 'pending' },
      body: { searchValue: '', searchType: 'Email' },
      headers: admin,
      shop,
    });
    return (res.data() as { rows: Array<{ id: string; email: string }> }).rows;
  };
  const emails = (rows: Array<{ email: string }>) => rows.map((r) => r.email).sort();
  /** Approves the first pending student of a shop, as that shop's tab does. */
  const approveFirstPending = async (shop: string) => {
    const [row] = await pending(shop);
    if (!row) throw new Error(`no pending student in ${shop}`);
    const res = await server.call(registrationsContract.setStatus, {
      body: { ids: row.id, removeTag: STATUS_TAGS.pending, addTag: STATUS_TAGS.approved },
      headers: admin,
      shop,
    });
    return { row, status: res.status };
  };

  it("takes each connected shop's time zone from its store, the environment's shop too", async () => {
    // SHOP_TIME_ZONE (America/New_York by default) is only for a shop without a store of its own.
    expect(server.ctx.shops.byName('employee-store-us')?.shop.timeZone).toBe('America/Toronto');
    expect(server.ctx.shops.byName('employee-store-ca')?.shop.timeZone).toBe('America/Vancouver');
    // A time zone changed in the store's settings is taken up at the next start.
    us.ctx.timeZone = 'America/Chicago';
    const again = await startStoreServer(us, { database: server.database, runWorker: false, config: { shopName: 'employee-store-us' } });
    try {
      expect(again.ctx.shops.byName('employee-store-us')?.shop.timeZone).toBe('America/Chicago');
    } finally {
      await again.stop();
      us.ctx.timeZone = 'America/Toronto';
    }
  });

  it("lists each shop's pending students under it alone, loaded without an operator's action", async () => {
    expect(server.ctx.shops.byName('employee-store-ca')?.shop.domain).toBe(CA);
    expect(server.ctx.shop.domain).toBe(US);
    await expect
      .poll(async () => emails(await pending('employee-store-us')), { timeout: 30_000 })
      .toEqual(emails(usCustomers.map((c) => ({ email: c.defaultEmailAddress?.emailAddress ?? '' }))));
    await expect
      .poll(async () => emails(await pending('employee-store-ca')), { timeout: 30_000 })
      .toEqual(emails(caCustomers.map((c) => ({ email: c.defaultEmailAddress?.emailAddress ?? '' }))));
    // One bulk export per store, each from its own shop's load.
    expect(us.calls('BulkOperationRunQuery')).toHaveLength(1);
    expect(ca.calls('BulkOperationRunQuery')).toHaveLength(1);
  });

  it('approves on the store of the shop it is made in, and on no other', async () => {
    const { row, status } = await approveFirstPending('employee-store-ca');
    expect(status).toBe(200);
    await settleStoreJobs(server);
    const approved = caCustomers.find((c) => c.defaultEmailAddress?.emailAddress === row.email);
    expect(approved?.tags).toContain('Approved');
    expect(ca.calls('CustomerTagsAdd')).toHaveLength(1);
    expect(us.calls('CustomerTagsAdd')).toHaveLength(0);
    expect(usCustomers.every((c) => c.tags.includes('Pending'))).toBe(true);
  });

  it('routes a webhook by its shop domain: the same store id in the other shop is untouched', async () => {
    const [customer] = caCustomers;
    if (!customer) throw new Error('no CA customer');
    customer.firstName = 'Renamed';
    const sent = await sendWebhook(server.url, CLIENT_SECRET, 'customers/update', customerWebhookBody(customer), { shop: CA });
    expect(sent.status).toBe(200);
    await settleStoreJobs(server);
    const rows = await server.ctx.db
      .selectFrom('customers')
      .select(['shop_id', 'first_name'])
      .where('store_id', '=', storeIdOf(customer))
      .execute();
    // Both stand-ins number their customers alike: each shop holds its own customer under the same store id.
    expect(rows.find((r) => r.shop_id === caShop)?.first_name).toBe('Renamed');
    expect(rows.filter((r) => r.shop_id !== caShop).every((r) => r.first_name !== 'Renamed')).toBe(true);
  });

  it('redacts a customer only in the shop the compliance webhook names', async () => {
    const [customer] = caCustomers;
    if (!customer) throw new Error('no CA customer');
    const sameIdInUs = await server.ctx.db
      .selectFrom('customers')
      .select('id')
      .where('shop_id', '=', server.ctx.shop.id)
      .where('store_id', '=', storeIdOf(customer))
      .executeTakeFirst();
    expect(sameIdInUs).toBeDefined();
    const sent = await sendWebhook(
      server.url,
      CLIENT_SECRET,
      'customers/redact',
      {
        shop_id: 2,
        shop_domain: CA,
        customer: { id: storeIdOf(customer), email: customer.defaultEmailAddress?.emailAddress },
        orders_to_redact: [],
      },
      { shop: CA },
    );
    expect(sent.status).toBe(200);
    await settleStoreJobs(server);
    const left = await server.ctx.db.selectFrom('customers').select(['shop_id']).where('store_id', '=', storeIdOf(customer)).execute();
    expect(left.map((r) => r.shop_id)).toEqual([server.ctx.shop.id]);
  });

  it('stops only the uninstalled shop: the other keeps writing to its store', async () => {
    const sent = await sendWebhook(server.url, CLIENT_SECRET, 'app/uninstalled', { id: 1, domain: US, myshopify_domain: US }, { shop: US });
    expect(sent.status).toBe(200);
    await settleStoreJobs(server);
    expect((await approveFirstPending('employee-store-ca')).status).toBe(200);
    await settleStoreJobs(server);
    expect(ca.calls('CustomerTagsAdd')).toHaveLength(2);
    // The uninstalled shop's store hears nothing more, and a write there waits instead of reaching it.
    const usCalls = us.received.length;
    await approveFirstPending('employee-store-us');
    expect(us.received.length).toBe(usCalls);
  });
  it('erases on shop/redact what the console holds of that shop alone, and keeps the shop', async () => {
    const count = async (shop: ShopId) =>
      Number(
        (
          await server.ctx.db
            .selectFrom('customers')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('shop_id', '=', shop)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const usBefore = await count(server.ctx.shop.id);
    expect(await count(caShop)).toBeGreaterThan(0);
    const sent = await sendWebhook(server.url, CLIENT_SECRET, 'shop/redact', { shop_id: 2, shop_domain: CA }, { shop: CA });
    expect(sent.status).toBe(200);
    await settleStoreJobs(server);
    await expect.poll(() => count(caShop)).toBe(0);
    expect(await count(server.ctx.shop.id)).toBe(usBefore);
    const audit = await server.ctx.db
      .selectFrom('audit_log')
      .select(['shop_id', 'after'])
      .where('action', '=', 'compliance.shop.redact')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.shop_id).toBe(caShop);
    expect(JSON.parse(audit[0]?.after ?? '{}')).toMatchObject({ erasedRows: { customers: expect.any(Number) } });
    // The shop stays a shop of this install (the store may install the app again).
    expect(server.ctx.shops.byName('employee-store-ca')).toBeDefined();
  });
});
