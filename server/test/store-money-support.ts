import { parse } from 'graphql';
import { createShopifyClient } from '../src/integrations/shopify/shopify-client';
import { createStoreCredit } from '../src/features/credits/store-credit-setup.service';
import type { ShopifyStandIn, StandInOptions } from './shopify-stand-in/stand-in-server';
import { discountsModule } from './shopify-stand-in/discounts.module';
import { storeCreditModule } from './shopify-stand-in/store-credit.module';
import { startMirrorStandIn } from './store-mirror-support';
import { MIRROR_MODULES } from './store-mirror-modules';
import type { TestServer } from './harness';

/** The stand-in with the customer mirror's modules and store money's (store credit, discounts). */
export function startMoneyStandIn(options: Partial<StandInOptions> = {}): Promise<ShopifyStandIn> {
  return startMirrorStandIn({ modules: [...MIRROR_MODULES, storeCreditModule, discountsModule], ...options });
}

/**
 * Runs the jobs of these types now, waiting ones included (a job that waits for a request to finish,
 * or for its retry), until none is pending or running; answers their final rows.
 */
export async function runJobsNow(server: TestServer, typePrefix: string, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    await server.ctx.db
      .updateTable('jobs')
      .set({ run_after: new Date(Date.now() - 1000).toISOString() })
      .where('type', 'like', `${typePrefix}%`)
      .where('status', '=', 'pending')
      .execute();
    const busy = await server.ctx.db
      .selectFrom('jobs')
      .select('id')
      .where('type', 'like', `${typePrefix}%`)
      .where('status', 'in', ['pending', 'running'])
      .execute();
    if (busy.length === 0) break;
    for (const job of busy) server.ctx.jobs.notify(job.id);
    if (Date.now() > until) throw new Error(`${typePrefix} jobs still busy: ${busy.map((b) => b.id).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return server.ctx.db.selectFrom('jobs').selectAll().where('type', 'like', `${typePrefix}%`).orderBy('id').execute();
}

/**
 * Runs `call` with every store-credit credit call reset before the store read it: it never landed,
 * but the console cannot know that (the lost-answer cases).
 */
export async function withCreditCallsReset<T>(server: TestServer, call: () => Promise<T>): Promise<T> {
  const resetFetch: typeof fetch = async (input, init) => {
    if (String(init?.body).includes('StoreCreditCredit'))
      throw new TypeError('fetch failed', { cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }) });
    return fetch(input, init);
  };
  const original = server.ctx.storeCredit;
  const shopify = server.ctx.config.shopify;
  if (!shopify) throw new Error('no store configured');
  server.ctx.storeCredit = createStoreCredit(createShopifyClient(shopify, { fetch: resetFetch }));
  try {
    return await call();
  } finally {
    server.ctx.storeCredit = original;
  }
}

/** Someone else gives the customer credit of the same amount in the Shopify admin, then our waiting move's job runs now. */
export async function creditGivenElsewhereThenRetry(
  server: TestServer,
  standIn: ShopifyStandIn,
  storeCustomerId: string,
  dollars: string,
  headers: Record<string, string>,
) {
  await standIn.ctx.run(
    parse(
      `mutation Seed($id: ID!, $amount: Decimal!) { storeCreditAccountCredit(id: $id, creditInput: { creditAmount: { amount: $amount, currencyCode: USD } }) { userErrors { message } } }`,
    ),
    { id: storeCustomerId, amount: dollars },
  );
  const job = await server.ctx.db
    .selectFrom('jobs')
    .select('id')
    .where('type', '=', 'credits.store-moves')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  await server.ctx.db
    .updateTable('jobs')
    .set({ run_after: new Date(Date.now() - 1000).toISOString() })
    .where('id', '=', job.id)
    .execute();
  server.ctx.jobs.notify(job.id);
  return server.waitForJob(job.id, headers);
}
