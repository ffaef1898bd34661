import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeSyncContract } from '@console/contracts/store-sync.contract';
import type { ShopifyStandIn } from './shopify-stand-in/stand-in-server';
import { customerWebhookBody, sendWebhook } from './shopify-stand-in/webhook-sender';
import { webhookSignature } from '../src/features/store-sync/webhook-signature';
import { uninstalledAt } from '../src/features/store-sync/store-install.service';
import type { Identity, TestServer } from './harness';
import {
  CLIENT_SECRET,
  mirrored,
  seedStoreCustomers,
  sendCustomerWebhook,
  settleStoreJobs,
  startMirrorStandIn,
  startStoreServer,
  storeIdOf,
} from './store-mirror-support';

/**
 * One app on a dev, a staging and a production shop signs all their webhooks with one
 * secret. A delivery for a shop this install does not serve is answered 200, changes nothing and is
 * counted on Store sync; a body nested absurdly deep is refused before anything walks it.
 */
describe('webhooks for another shop, and bodies nested too deep', () => {
  let standIn: ShopifyStandIn;
  let server: TestServer;
  let admin: Identity;

  beforeAll(async () => {
    standIn = await startMirrorStandIn();
    server = await startStoreServer(standIn);
    admin = await server.operator(['showStoreSync']);
    await settleStoreJobs(server);
  });
  afterAll(async () => {
    await server?.close();
    await standIn?.close();
  });

  const count = async (table: 'store_webhook_events' | 'jobs') =>
    Number(
      (
        await server.ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const status = async () => (await server.call(storeSyncContract.status, { headers: admin.headers })).data();

  it('answers 200 to customers/create, customers/redact and app/uninstalled of another shop, changes nothing and counts them', async () => {
    const [kept, newcomer] = seedStoreCustomers(standIn, 2, { prefix: 'production', tags: ['UserType:Student', 'Approved'] });
    if (!kept || !newcomer) throw new Error('no customers');
    expect((await sendCustomerWebhook(server, 'customers/create', kept)).status).toBe(200);
    await settleStoreJobs(server);
    expect(await mirrored(server, kept)).toBeDefined();
    expect((await status()).otherShops).toEqual({ count: 0, newestShop: null, newestAt: null });
    const [events, jobs] = [await count('store_webhook_events'), await count('jobs')];

    const dev = { shop: 'dev-shop.myshopify.com' };
    const created = await sendWebhook(server.url, CLIENT_SECRET, 'customers/create', customerWebhookBody(newcomer), dev);
    const redacted = await sendWebhook(
      server.url,
      CLIENT_SECRET,
      'customers/redact',
      {
        shop_domain: dev.shop,
        customer: { id: storeIdOf(kept), email: kept.defaultEmailAddress?.emailAddress, phone: null },
        orders_to_redact: [],
      },
      dev,
    );
    const uninstalled = await sendWebhook(
      server.url,
      CLIENT_SECRET,
      'app/uninstalled',
      { id: 2, domain: dev.shop, myshopify_domain: dev.shop },
      dev,
    );
    for (const sent of [created, redacted, uninstalled]) expect(sent).toMatchObject({ status: 200, body: { ok: true, ignored: true } });
    await settleStoreJobs(server);

    expect(await count('store_webhook_events')).toBe(events);
    expect(await count('jobs')).toBe(jobs);
    expect(await mirrored(server, newcomer)).toBeUndefined();
    expect(await mirrored(server, kept)).toMatchObject({ email: kept.defaultEmailAddress?.emailAddress });
    expect(await uninstalledAt(server.ctx.db, server.ctx.shop.id)).toBeNull();
    expect((await status()).otherShops).toMatchObject({ count: 3, newestShop: 'dev-shop.myshopify.com' });

    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(
      (await sendWebhook(server.url, CLIENT_SECRET, 'customers/update', customerWebhookBody(kept), { shop: 'Staging-Shop.myshopify.com' }))
        .status,
    ).toBe(200);
    expect((await status()).otherShops).toMatchObject({ count: 4, newestShop: 'staging-shop.myshopify.com' });
    // This install's own shop is still served.
    expect((await sendCustomerWebhook(server, 'customers/create', newcomer)).body).toEqual({ ok: true, duplicate: false });
    await settleStoreJobs(server);
    expect(await mirrored(server, newcomer)).toBeDefined();
  });

  it('checks the signature before the shop: a forged delivery for another shop is 401 and not counted', async () => {
    const before = (await status()).otherShops.count;
    const forged = await sendWebhook(server.url, 'not-the-secret', 'customers/create', { id: 1 }, { shop: 'forged-shop.myshopify.com' });
    expect(forged.status).toBe(401);
    expect((await status()).otherShops.count).toBe(before);
  });

  it('answers 400 to a signed body nested 50,000 deep and stores nothing', async () => {
    const raw = Buffer.from(`{"id":1,"note":${'['.repeat(50_000)}${']'.repeat(50_000)}}`);
    const [events, jobs] = [await count('store_webhook_events'), await count('jobs')];
    const res = await fetch(`${server.url}/webhooks/shopify`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'X-Shopify-Topic': 'customers/update',
        'X-Shopify-Hmac-Sha256': webhookSignature(raw, CLIENT_SECRET),
        'X-Shopify-Shop-Domain': 'console-stand-in.myshopify.com',
        'X-Shopify-Event-Id': 'deep-1',
      },
      body: raw,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ fieldErrors: { body: 'Nested deeper than 64 levels.' } });
    expect(await count('store_webhook_events')).toBe(events);
    expect(await count('jobs')).toBe(jobs);
    // Brackets inside strings are text, not nesting.
    const [customer] = seedStoreCustomers(standIn, 1, { prefix: 'brackets' });
    if (!customer) throw new Error('no customer');
    const body = { ...customerWebhookBody(customer), note: '['.repeat(1000) };
    expect((await sendWebhook(server.url, CLIENT_SECRET, 'customers/update', body)).status).toBe(200);
  });
});
