import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SHOP_ID } from '../src/platform/shop-id';
import { creditsContract } from '@console/contracts/credits.contract';
import { storeSyncContract } from '@console/contracts/store-sync.contract';
import type { ShopifyStandIn } from './shopify-stand-in/stand-in-server';
import { putCustomer } from './shopify-stand-in/customers.module';
import { expireCredit, shopMovesCredit, storeCreditBalance } from './shopify-stand-in/store-credit.module';
import { enqueue } from '../src/platform/jobs';
import { storeReconcileJob } from '../src/features/store-sync/store-reconcile.jobs';
import { settleStoreJobs, startStoreServer } from './store-mirror-support';
import { runJobsNow, startMoneyStandIn } from './store-money-support';
import type { IdentityHeaders, TestServer } from './harness';

/**
 * The store's own store credit on the Credits screen: a customer given credit on the
 * store (the admin, a checkout paid with it, a refund to it, an expiry) is listed with the store's
 * balance and each of those transactions, typed as docs/functions/codes-credits-knot-giveaways.md types them with the origin under Created
 * By, read at the full load; our own moves are matched by the store's transaction id, never twice.
 */
describe('store credit mirrored from the store', () => {
  let standIn: ShopifyStandIn;
  let server: TestServer;
  let headers: IdentityHeaders;

  beforeAll(async () => {
    standIn = await startMoneyStandIn();
    server = await startStoreServer(standIn, { config: { shopifyReconcileSeconds: 86_400 } });
    // The automatic first load of the empty store ends first, so the load a test starts reads what it put there.
    await settleStoreJobs(server);
    headers = (await server.operator(['showCredits', 'showStoreSync'])).headers;
  });
  afterAll(async () => {
    await server?.close();
    await standIn?.close();
  });

  const listed = async (email: string) => (await server.call(creditsContract.customers, { query: { search: email }, headers })).data().list;
  const transactionsOf = async (email: string) =>
    (
      await server.call(creditsContract.transactions, {
        query: { customerEmail: email, sortField: 'createdDate', sortOrder: 'asc', pageSize: 50 },
        headers,
      })
    )
      .data()
      .list.map((t) => [t.transactionType, t.amount, t.balanceAfter, t.adminName]);

  it('lists a store customer with credit given on the store, with the store balance and its transactions', async () => {
    const store = putCustomer(standIn.state, { email: 'held@mirror.test', firstName: 'Hedy', lastName: 'Lamarr' });
    const inAYear = new Date(Date.now() + 365 * 86_400_000).toISOString();
    shopMovesCredit(standIn.ctx, store.id, { kind: 'admin-credit', cents: 5000 });
    const expiring = shopMovesCredit(standIn.ctx, store.id, { kind: 'admin-credit', cents: 1000, expiresAt: inAYear });
    shopMovesCredit(standIn.ctx, store.id, { kind: 'order-payment', cents: 500, orderName: '#1001' });
    shopMovesCredit(standIn.ctx, store.id, { kind: 'refund-to-credit', cents: 300, orderName: '#1001' });
    expireCredit(standIn.ctx, expiring.id);
    expect(storeCreditBalance(standIn.ctx, store.id)).toBe(5300);

    const load = (await server.call(storeSyncContract.fullLoad, { headers })).data();
    expect((await server.waitForJob(load.jobId, headers, 60_000)).status).toBe('done');
    // The load answered may be the one the start made by itself, begun before this customer existed: the reconciliation after it reads the customer.
    await enqueue(server.ctx.db, storeReconcileJob, {}, { shop: FIRST_SHOP_ID, operatorId: null });
    await runJobsNow(server, 'store-sync.');
    await runJobsNow(server, 'credits.store-mirror');

    expect(await listed('held@mirror.test')).toEqual([
      expect.objectContaining({ email: 'held@mirror.test', name: 'Hedy Lamarr', balance: 53 }),
    ]);
    expect(await transactionsOf('held@mirror.test')).toEqual([
      ['Credit', 50, 50, 'Shopify admin'],
      ['Credit', 10, 60, 'Shopify admin'],
      ['Order', -5, 55, '#1001'],
      ['Refund', 3, 58, '#1001'],
      ['Adjustment', -5, 53, 'Shopify admin'],
    ]);

    // Credited like any other customer: our move is the store's transaction, in the books once.
    const id = (await listed('held@mirror.test'))[0]?.shopifyCustomerId ?? '';
    const issued = await server.call(creditsContract.issueCredits, {
      body: { admin: headers.customerId, ids: id, amount: 7, reference: 'Goodwill' },
      headers: { ...headers, 'Idempotency-Key': 'mirror-issue' },
    });
    expect(issued.data()).toEqual({ status: true, msg: 'Credit of $7.00 issued to 1 customer.' });
    await server.call(storeSyncContract.fullLoad, { headers });
    await runJobsNow(server, 'store-sync.');
    await runJobsNow(server, 'credits.store-mirror');
    const after = await transactionsOf('held@mirror.test');
    expect(after).toHaveLength(6);
    expect(after[5]?.slice(0, 3)).toEqual(['Credit', 7, 60]);
    expect(after[5]?.[3]).not.toBe('Shopify admin');
    expect(storeCreditBalance(standIn.ctx, store.id)).toBe(6000);
    expect((await listed('held@mirror.test'))[0]?.balance).toBe(60);
  });

  it("lists credit in another currency with its currency, never summed with the shop's, and our moves never touch it", async () => {
    const both = putCustomer(standIn.state, { email: 'two-currencies@mirror.test' });
    shopMovesCredit(standIn.ctx, both.id, { kind: 'admin-credit', cents: 1000 });
    shopMovesCredit(standIn.ctx, both.id, { kind: 'admin-credit', cents: 2500, currencyCode: 'CAD' });
    const onlyCad = putCustomer(standIn.state, { email: 'only-cad@mirror.test' });
    shopMovesCredit(standIn.ctx, onlyCad.id, { kind: 'admin-credit', cents: 1250, currencyCode: 'CAD' });
    await server.call(storeSyncContract.fullLoad, { headers });
    await runJobsNow(server, 'store-sync.');
    await runJobsNow(server, 'credits.store-mirror');

    expect(await listed('two-currencies@mirror.test')).toEqual([
      expect.objectContaining({ balance: 10, otherBalances: [{ currency: 'CAD', amount: 25 }] }),
    ]);
    expect(await listed('only-cad@mirror.test')).toEqual([
      expect.objectContaining({ balance: 0, otherBalances: [{ currency: 'CAD', amount: 12.5 }] }),
    ]);
    // Only the shop's currency is in the ledger: the Canadian credit is no transaction of ours.
    expect(await transactionsOf('two-currencies@mirror.test')).toEqual([['Credit', 10, 10, 'Shopify admin']]);
    expect(await transactionsOf('only-cad@mirror.test')).toEqual([]);

    const id = (await listed('two-currencies@mirror.test'))[0]?.shopifyCustomerId ?? '';
    const issued = await server.call(creditsContract.issueCredits, {
      body: { admin: headers.customerId, ids: id, amount: 5, reference: 'Dollars' },
      headers: { ...headers, 'Idempotency-Key': 'two-currencies' },
    });
    expect(issued.data().status).toBe(true);
    expect(storeCreditBalance(standIn.ctx, both.id)).toBe(1500);
    expect(storeCreditBalance(standIn.ctx, both.id, 'CAD')).toBe(2500);
    expect(await listed('two-currencies@mirror.test')).toEqual([
      expect.objectContaining({ balance: 15, otherBalances: [{ currency: 'CAD', amount: 25 }] }),
    ]);
  });

  it('reads what the shop moved since, after our own move', async () => {
    const store = putCustomer(standIn.state, { email: 'later@mirror.test' });
    shopMovesCredit(standIn.ctx, store.id, { kind: 'admin-credit', cents: 2000 });
    const id = (
      await server.call(creditsContract.addCustomer, {
        body: { admin: headers.customerId, email: 'later@mirror.test', amount: 0, reference: 'Open' },
        headers: { ...headers, 'Idempotency-Key': 'later-open' },
      })
    ).data().customer.shopifyCustomerId;
    // A checkout spends some on the store; our next credit reads it with the account.
    shopMovesCredit(standIn.ctx, store.id, { kind: 'order-payment', cents: 1500, orderName: '#1002' });
    await server.call(creditsContract.issueCredits, {
      body: { admin: headers.customerId, ids: id, amount: 1, reference: 'Sorry' },
      headers: { ...headers, 'Idempotency-Key': 'later-issue' },
    });
    expect((await transactionsOf('later@mirror.test')).map((t) => t.slice(0, 3))).toEqual([
      ['Credit', 20, 20],
      ['Order', -15, 5],
      ['Credit', 1, 6],
    ]);
    expect((await listed('later@mirror.test'))[0]?.balance).toBe(6);
  });

  it('a reconciliation reads the store credit of the customers it saw change only: none changed, no store-credit reads', async () => {
    const creditReads = () => standIn.calls('StoreCreditAccountsOfCustomer').length + standIn.calls('StoreCreditHistory').length;
    const reconcile = async () => {
      await enqueue(server.ctx.db, storeReconcileJob, {}, { shop: FIRST_SHOP_ID, operatorId: null });
      await runJobsNow(server, 'store-sync.');
      await runJobsNow(server, 'credits.store-mirror');
    };
    await reconcile();
    const before = creditReads();
    await reconcile();
    expect(creditReads() - before).toBe(0);

    // One customer changes on the store (given credit in the admin): its account alone is read.
    const store = putCustomer(standIn.state, { email: 'changed@mirror.test' });
    shopMovesCredit(standIn.ctx, store.id, { kind: 'admin-credit', cents: 900 });
    await reconcile();
    expect(
      standIn
        .calls('StoreCreditAccountsOfCustomer')
        .slice(-1)
        .map((c) => c.variables.id),
    ).toEqual([store.id]);
    expect(creditReads() - before).toBe(2);
    expect((await listed('changed@mirror.test'))[0]?.balance).toBe(9);
  });
});
