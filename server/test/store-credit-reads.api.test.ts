import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SHOP_ID } from '../src/platform/shop-id';
import { storeSyncContract } from '@console/contracts/store-sync.contract';
import { enqueue } from '../src/platform/jobs';
import { storeReconcileJob } from '../src/features/store-sync/store-reconcile.jobs';
import type { ShopifyStandIn } from './shopify-stand-in/stand-in-server';
import { putCustomer } from './shopify-stand-in/customers.module';
import { stamp } from './shopify-stand-in/stand-in-state';
import { shopMovesCredit } from './shopify-stand-in/store-credit.module';
import { startStoreServer } from './store-mirror-support';
import { runJobsNow, startMoneyStandIn } from './store-money-support';
import type { IdentityHeaders, TestServer } from './harness';

/**
 * How many store-credit calls the reads make, measured on demand only (it seeds a store):
 * `MEASURE_CREDIT_CUSTOMERS=1000 TEST_DB=sqlite npx vitest run -c server/vitest.config.ts --configLoader runner --project api server/test/store-credit-reads.api.test.ts`
 * prints the store-credit calls of the full load, of a reconciliation with nothing changed and of one with 10 changed customers.
 */
const customers = Number(process.env.MEASURE_CREDIT_CUSTOMERS ?? 0);

describe.runIf(customers > 0)(`store-credit reads with ${customers} customers holding credit`, () => {
  let standIn: ShopifyStandIn;
  let server: TestServer;
  let headers: IdentityHeaders;

  beforeAll(async () => {
    standIn = await startMoneyStandIn();
    server = await startStoreServer(standIn, { config: { shopifyReconcileSeconds: 86_400 } });
    headers = (await server.operator(['showCredits', 'showStoreSync'])).headers;
  });
  afterAll(async () => {
    await server?.close();
    await standIn?.close();
  });

  it('counts the store calls', { timeout: 900_000 }, async () => {
    const ids: string[] = [];
    for (let n = 0; n < customers; n++) {
      const store = putCustomer(standIn.state, { email: `credit.${n}@measure.test` });
      shopMovesCredit(standIn.ctx, store.id, { kind: 'admin-credit', cents: 100 + n });
      ids.push(store.id);
    }
    const reads = () => standIn.calls('StoreCreditAccountsOfCustomer').length + standIn.calls('StoreCreditHistory').length;
    const reconcile = async () => {
      await enqueue(server.ctx.db, storeReconcileJob, {}, { shop: FIRST_SHOP_ID, operatorId: null });
      await runJobsNow(server, 'store-sync.', 600_000);
      await runJobsNow(server, 'credits.store-mirror', 600_000);
    };
    let at = Date.now();
    await server.call(storeSyncContract.fullLoad, { headers });
    await runJobsNow(server, 'store-sync.', 600_000);
    await runJobsNow(server, 'credits.store-mirror', 600_000);
    const load = { calls: reads(), ms: Date.now() - at };
    await reconcile();
    const settled = reads();
    at = Date.now();
    await reconcile();
    const idle = { calls: reads() - settled, ms: Date.now() - at };
    for (const id of ids.slice(0, 10)) shopMovesCredit(standIn.ctx, id, { kind: 'admin-credit', cents: 1 });
    // The store changes those customers (their update time moves), as the reconciliation sees it.
    for (const id of ids.slice(0, 10)) Object.assign(standIn.state.require('Customer', id), { updatedAt: stamp() });
    const before = reads();
    at = Date.now();
    await reconcile();
    const ten = { calls: reads() - before, ms: Date.now() - at };
    console.log(JSON.stringify({ customers, fullLoad: load, reconcileNothingChanged: idle, reconcileTenChanged: ten }));
    expect(idle.calls).toBe(0);
  });
});
