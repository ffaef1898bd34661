import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopifyStandIn } from './shopify-stand-in/stand-in-server';
import { customerWebhookBody, sendWebhook } from './shopify-stand-in/webhook-sender';
import type { TestServer } from './harness';
import { CLIENT_SECRET, mirrored, seedStoreCustomers, sendCustomerWebhook, settleStoreJobs, startMirrorStandIn, startStoreServer, storeIdOf } from './store-mirror-support';

/** Issue 24: a deleted store customer stays deleted. */
describe('store customers deleted and redacted', () => {
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

  it('keeps a customer deleted when a customers/update older than the delete arrives late', { timeout: 120_000 }, async () => {
    const [customer] = seedStoreCustomers(standIn, 1, { prefix: 'tombstone', tags: ['UserType:Student', 'Pending'] });
    if (!customer) throw new Error('no customer');
    await sendCustomerWebhook(server, 'customers/create', customer);
    await settleStoreJobs(server);
    expect(await mirrored(server, customer)).toMatchObject({ status: 'pending' });
    // The update the store sent before the delete, held up on the way.
    const late = customerWebhookBody({ ...customer, firstName: 'Late' });
    expect((await sendWebhook(server.url, CLIENT_SECRET, 'customers/delete', { id: storeIdOf(customer) })).status).toBe(200);
    await settleStoreJobs(server);
    expect(await mirrored(server, customer)).toBeUndefined();
    expect((await sendWebhook(server.url, CLIENT_SECRET, 'customers/update', late)).status).toBe(200);
    await settleStoreJobs(server);
    expect(await mirrored(server, customer)).toBeUndefined();
  });
});
