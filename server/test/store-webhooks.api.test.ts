import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopifyStandIn } from './shopify-stand-in/stand-in-server';
import { customerWebhookBody, sendWebhook } from './shopify-stand-in/webhook-sender';
import { startTestServer, type TestServer } from './harness';
import { CLIENT_SECRET, mirrored, seedStoreCustomers, sendCustomerWebhook, settleStoreJobs, startMirrorStandIn, startStoreServer } from './store-mirror-support';

/** POST /webhooks/shopify (DESIGN.md §10): signed, deduplicated, worked in a job, never older over newer. */
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
    expect(row).toMatchObject({ programme: 'student', status: 'pending', email: 'hooked.0@store.test', crm_id: 'C-77', store_state: 'ENABLED', store_updated_at: customer.updatedAt });
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
    const res = await fetch(`${server.url}/webhooks/shopify`, { method: 'POST', headers: { 'content-type': 'application/json', 'X-Shopify-Topic': 'customers/create', 'X-Shopify-Event-Id': 'no-hmac' }, body: JSON.stringify(customerWebhookBody(customer)) });
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
    const res = await fetch(`${server.url}/webhooks/shopify`, { method: 'POST', headers: { 'content-type': 'application/json', 'X-Shopify-Hmac-Sha256': webhookSignature(Buffer.from(raw), CLIENT_SECRET) }, body: raw });
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
