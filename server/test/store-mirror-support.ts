import type { Config } from '../src/platform/config';
import { createShopifyStandIn, type ShopifyStandIn, type StandInOptions } from './shopify-stand-in/stand-in-server';
import { putCustomer, type CustomerRecord } from './shopify-stand-in/customers.module';
import { MIRROR_MODULES } from './store-mirror-modules';
import { customerWebhookBody, sendWebhook } from './shopify-stand-in/webhook-sender';
import { startTestServer, type StartOptions, type TestServer } from './harness';

/**
 * The console connected to a Shopify stand-in: the stand-in with the customer modules,
 * and a test server whose SHOPIFY_* settings point at it. The client secret signs webhooks.
 */
export const CLIENT_ID = 'mirror-client';
export const CLIENT_SECRET = 'mirror-secret';

export function startMirrorStandIn(options: Partial<StandInOptions> = {}): Promise<ShopifyStandIn> {
  // Shopify's standard bucket (1,000-point queries fit); tests that want throttling pass a smaller one or inject THROTTLED answers.
  return createShopifyStandIn({
    modules: MIRROR_MODULES,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    bulkDelayMs: 20,
    bucket: { maximumAvailable: 2000, restoreRate: 100 },
    ...options,
  });
}

export function storeConfig(standIn: ShopifyStandIn, extra: Partial<Config> = {}): Partial<Config> {
  return {
    shopify: { storeUrl: standIn.url, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, accessToken: null, apiVersion: '2026-07' },
    ...extra,
  };
}

export function startStoreServer(standIn: ShopifyStandIn, options: StartOptions = {}): Promise<TestServer> {
  return startTestServer({ ...options, config: { ...storeConfig(standIn), ...options.config } });
}

/** `count` store customers `<prefix>.<n>@store.test` with these tags and `console` metafields. */
export function seedStoreCustomers(
  standIn: ShopifyStandIn,
  count: number,
  options: { prefix?: string; tags?: string[]; metafields?: Record<string, string> } = {},
): CustomerRecord[] {
  return Array.from({ length: count }, (_, n) =>
    putCustomer(standIn.state, {
      email: `${options.prefix ?? 'shopper'}.${n}@store.test`,
      firstName: `First${n}`,
      lastName: `Last${n}`,
      tags: options.tags ?? [],
      metafields: options.metafields,
    }),
  );
}

/** customers/update (or another topic) for this stand-in customer, signed like the store signs it. */
export function sendCustomerWebhook(
  server: TestServer,
  topic: string,
  customer: CustomerRecord,
  options: { eventId?: string; signature?: string } = {},
) {
  return sendWebhook(server.url, CLIENT_SECRET, topic, customerWebhookBody(customer), options);
}

export const storeIdOf = (c: CustomerRecord) => Number(c.id.split('/').pop());

export function mirrored(server: TestServer, c: CustomerRecord) {
  return server.ctx.db.selectFrom('customers').selectAll().where('store_id', '=', storeIdOf(c)).executeTakeFirst();
}

/** Runs the jobs of the last webhooks: waits until no store-sync job is pending or running. */
export async function settleStoreJobs(server: TestServer, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const busy = await server.ctx.db
      .selectFrom('jobs')
      .select(['id', 'type', 'status', 'attempts', 'last_error'])
      .where('type', 'like', 'store-sync.%')
      .where('status', 'in', ['pending', 'running'])
      .where('run_after', '<=', new Date(Date.now() + 1000).toISOString())
      .execute();
    if (busy.length === 0) return;
    for (const job of busy) server.ctx.jobs.notify(job.id);
    if (Date.now() > until) throw new Error(`store-sync jobs still busy: ${JSON.stringify(busy)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
