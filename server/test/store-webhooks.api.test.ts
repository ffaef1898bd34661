import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopifyStandIn } from './shopify-stand-in/stand-in-server';
import { customerWebhookBody, sendWebhook } from './shopify-stand-in/webhook-sender';
import { deleteMetafield, putMetafield } from './shopify-stand-in/metafields.module';
import { stamp } from './shopify-stand-in/stand-in-state';
import { ensureWebhookSubscriptions } from '../src/features/store-sync/store-subscriptions.jobs';
import { startTestServer, type TestServer } from './harness';
import {
  CLIENT_SECRET,
  mirrored,
  seedStoreCustomers,
  sendCustomerWebhook,
  settleStoreJobs,
  startMirrorStandIn,
  startStoreServer,
} from './store-mirror-support';

/** POST /webhooks/shopify (docs/outside-interfaces.md 'Shopify'): signed, deduplicated, worked in a job, never older over newer. */
describe('store webhooks', () => {
  let standIn: ShopifyStandIn;
  let server: TestServer;

  beforeAll(async () => {
    standIn = await startMirrorStandIn();
    server = await startStoreServer(standIn);
  });
  afterAll(async () => {
    await server?.close();
    await standIn?.close();
  });

  const events = () => server.ctx.db.selectFrom('store_webhook_events').selectAll().execute();
  const webhookJobs = () => server.ctx.db.selectFrom('jobs').selectAll().where('type', '=', 'store-sync.webhook').execute();

  it('mirrors a customers/update: 200 at once, the work in a job, the tags read into status and columns', async () => {
    const [customer] = seedStoreCustomers(standIn, 1, { prefix: 'hooked', tags: ['UserType:Student', 'Pending', 'crm_id:C-77', 'vip'] });
    if (!customer) throw new Error('no customer');
    const sent = await sendCustomerWebhook(server, 'customers/update', customer);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ ok: true, duplicate: false });
    await settleStoreJobs(server);
    const row = await mirrored(server, customer);
    expect(row).toMatchObject({
      programme: 'student',
      status: 'pending',
      email: 'hooked.0@store.test',
      crm_id: 'C-77',
      store_state: 'ENABLED',
      store_updated_at: customer.updatedAt,
    });
    expect(JSON.parse(row?.tags ?? '[]')).toEqual(['vip']);
  });

  it('answers 401 to a bad or missing signature and records nothing', async () => {
    const [customer] = seedStoreCustomers(standIn, 1, { prefix: 'forged' });
    if (!customer) throw new Error('no customer');
    const before = (await events()).length;
    const forged = await sendCustomerWebhook(server, 'customers/create', customer, { signature: Buffer.alloc(32, 7).toString('base64') });
    expect(forged.status).toBe(401);
    const wrongKey = await sendWebhook(server.url, 'not-the-secret', 'customers/create', customerWebhookBody(customer));
    expect(wrongKey.status).toBe(401);
    const res = await fetch(`${server.url}/webhooks/shopify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Shopify-Topic': 'customers/create', 'X-Shopify-Event-Id': 'no-hmac' },
      body: JSON.stringify(customerWebhookBody(customer)),
    });
    expect(res.status).toBe(401);
    expect((await events()).length).toBe(before);
    await settleStoreJobs(server);
    expect(await mirrored(server, customer)).toBeUndefined();
  });

  it('changes nothing more for a duplicate event id', async () => {
    const [customer] = seedStoreCustomers(standIn, 1, { prefix: 'twice', tags: ['UserType:Staff', 'Approved'] });
    if (!customer) throw new Error('no customer');
    const first = await sendCustomerWebhook(server, 'customers/create', customer, { eventId: 'event-dup-1' });
    const jobsAfterFirst = (await webhookJobs()).length;
    const again = await sendCustomerWebhook(server, 'customers/create', customer, { eventId: 'event-dup-1' });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body).toEqual({ ok: true, duplicate: true });
    expect((await webhookJobs()).length).toBe(jobsAfterFirst);
    expect((await events()).filter((e) => e.event_id === 'event-dup-1')).toHaveLength(1);
    await settleStoreJobs(server);
    expect(await mirrored(server, customer)).toMatchObject({ programme: 'staff', status: 'approved' });
  });

  it('never lets an older update overwrite a newer one', async () => {
    const [customer] = seedStoreCustomers(standIn, 1, { prefix: 'ordered', tags: ['UserType:Student', 'Pending'] });
    if (!customer) throw new Error('no customer');
    const older = { ...customer, tags: ['UserType:Student', 'Pending'], updatedAt: '2026-11-20T10:00:00.000Z' };
    const newer = { ...customer, tags: ['Approved', 'UserType:Student'], updatedAt: '2026-11-20T10:05:00.000Z' };
    expect((await sendCustomerWebhook(server, 'customers/update', newer)).status).toBe(200);
    await settleStoreJobs(server);
    expect((await sendCustomerWebhook(server, 'customers/update', older)).status).toBe(200);
    await settleStoreJobs(server);
    expect(await mirrored(server, customer)).toMatchObject({ status: 'approved', store_updated_at: '2026-11-20T10:05:00.000Z' });
    expect((await webhookJobs()).filter((j) => j.status !== 'done')).toEqual([]);
  });

  const consoleFields = (row: Record<string, unknown> | undefined) => ({ school: row?.school, course: row?.course, phone: row?.phone });
  const readBacks = (c: { id: string }) => standIn.calls('CustomerForMirror').filter((call) => call.variables.id === c.id).length;

  it('refreshes the console metafields on customers/update: read back from the store when the body has none', async () => {
    const [customer] = seedStoreCustomers(standIn, 1, {
      prefix: 'fields',
      tags: ['UserType:Student', 'Pending'],
      metafields: { school: 'Old Tech', course: 'HVAC' },
    });
    if (!customer) throw new Error('no customer');
    await sendCustomerWebhook(server, 'customers/create', customer);
    await settleStoreJobs(server);
    expect(consoleFields(await mirrored(server, customer))).toEqual({ school: 'Old Tech', course: 'HVAC', phone: '' });
    // On the store: school changed, course removed, phone added; customers/update follows.
    putMetafield(standIn.state, {
      ownerId: customer.id,
      namespace: 'console',
      key: 'school',
      value: 'New Tech',
      type: 'single_line_text_field',
    });
    deleteMetafield(standIn.state, { ownerId: customer.id, namespace: 'console', key: 'course' });
    putMetafield(standIn.state, {
      ownerId: customer.id,
      namespace: 'console',
      key: 'phone',
      value: '555-0101',
      type: 'single_line_text_field',
    });
    customer.updatedAt = stamp();
    const before = readBacks(customer);
    expect((await sendCustomerWebhook(server, 'customers/update', customer)).status).toBe(200);
    await settleStoreJobs(server);
    expect(consoleFields(await mirrored(server, customer))).toEqual({ school: 'New Tech', course: '', phone: '555-0101' });
    expect(readBacks(customer) - before).toBe(1);
    expect(await mirrored(server, customer)).toMatchObject({ store_updated_at: customer.updatedAt });
  });

  it('takes the metafields from the body when the subscription carries them, and an older body never wins', async () => {
    const [customer] = seedStoreCustomers(standIn, 1, { prefix: 'carried', tags: ['UserType:Staff', 'Approved'] });
    if (!customer) throw new Error('no customer');
    const send = (updatedAt: string, school: string) =>
      sendWebhook(
        server.url,
        CLIENT_SECRET,
        'customers/update',
        customerWebhookBody(
          { ...customer, updatedAt },
          {
            metafields: [
              { namespace: 'console', key: 'school', value: school },
              { namespace: 'other', key: 'course', value: 'not ours' },
            ],
          },
        ),
      );
    const before = readBacks(customer);
    expect((await send('2026-11-21T10:05:00.000Z', 'Newer School')).status).toBe(200);
    await settleStoreJobs(server);
    expect((await send('2026-11-21T10:00:00.000Z', 'Older School')).status).toBe(200);
    await settleStoreJobs(server);
    expect(consoleFields(await mirrored(server, customer))).toEqual({ school: 'Newer School', course: '', phone: '' });
    expect(await mirrored(server, customer)).toMatchObject({ store_updated_at: '2026-11-21T10:05:00.000Z' });
    expect(readBacks(customer) - before).toBe(0);
  });

  it('never lets a read-back of metafields overwrite a newer mirrored state', async () => {
    const [customer] = seedStoreCustomers(standIn, 1, {
      prefix: 'late',
      tags: ['UserType:Student', 'Pending'],
      metafields: { school: 'Stale School' },
    });
    if (!customer) throw new Error('no customer');
    // The mirror already holds a state newer than anything the store will answer (a later webhook that carried its fields).
    const future = '2999-01-01T00:00:00.000Z';
    await sendWebhook(
      server.url,
      CLIENT_SECRET,
      'customers/update',
      customerWebhookBody(
        { ...customer, updatedAt: future },
        { metafields: [{ namespace: 'console', key: 'school', value: 'Current School' }] },
      ),
    );
    await settleStoreJobs(server);
    await sendCustomerWebhook(server, 'customers/update', customer);
    await settleStoreJobs(server);
    expect(await mirrored(server, customer)).toMatchObject({ school: 'Current School', store_updated_at: future });
  });

  it('subscribes the customer topics with the console metafields in their bodies', async () => {
    const client = server.ctx.shopify;
    if (!client) throw new Error('no store client');
    await ensureWebhookSubscriptions(client, server.ctx.config.publicUrl);
    const subscriptions = standIn.state
      .all('WebhookSubscription')
      .filter((s) => s.uri === `${server.ctx.config.publicUrl}/webhooks/shopify`);
    const namespaces = Object.fromEntries(subscriptions.map((s) => [s.topic, s.metafieldNamespaces]));
    expect(namespaces).toMatchObject({ CUSTOMERS_CREATE: ['console'], CUSTOMERS_UPDATE: ['console'], ORDERS_CREATE: [] });
  });

  it('removes the mirrored customer on customers/delete', async () => {
    const [customer] = seedStoreCustomers(standIn, 1, { prefix: 'leaving', tags: ['np:Acme'] });
    if (!customer) throw new Error('no customer');
    await sendCustomerWebhook(server, 'customers/create', customer);
    await settleStoreJobs(server);
    expect(await mirrored(server, customer)).toMatchObject({ programme: 'national' });
    const gone = await sendWebhook(server.url, CLIENT_SECRET, 'customers/delete', { id: Number(customer.id.split('/').pop()) });
    expect(gone.status).toBe(200);
    await settleStoreJobs(server);
    expect(await mirrored(server, customer)).toBeUndefined();
  });

  it('answers 400 with field errors to a signed delivery without topic or event id', async () => {
    const raw = JSON.stringify({ id: 1 });
    const { webhookSignature } = await import('../src/features/store-sync/webhook-signature');
    const res = await fetch(`${server.url}/webhooks/shopify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Shopify-Hmac-Sha256': webhookSignature(Buffer.from(raw), CLIENT_SECRET) },
      body: raw,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ fieldErrors: { 'X-Shopify-Topic': 'Required.', 'X-Shopify-Event-Id': 'Required.' } });
  });

  it('answers 404 when no store is connected', async () => {
    const embedded = await startTestServer({ runWorker: false });
    try {
      const res = await sendWebhook(embedded.url, CLIENT_SECRET, 'customers/update', { id: 1 });
      expect(res.status).toBe(404);
    } finally {
      await embedded.close();
    }
  });
});
