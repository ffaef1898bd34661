import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'graphql';
import { creditsContract } from '@console/contracts/credits.contract';
import type { ShopifyStandIn } from './shopify-stand-in/stand-in-server';
import { putCustomer } from './shopify-stand-in/customers.module';
import { storeCreditBalance } from './shopify-stand-in/store-credit.module';
import { startStoreServer } from './store-mirror-support';
import { runJobsNow, startMoneyStandIn } from './store-money-support';
import type { IdentityHeaders, TestServer } from './harness';

/**
 * The credit cap (CREDIT_MAX_CENTS) on a connected store: the balance limit the
 * embedded ledger checks holds on the store path too, checked in the transaction that records the
 * moves, against the store's balance and the moves still on their way; nothing past it reaches the store.
 * The cap is $100 here so the store's own balances can reach it.
 */
describe('store credit cap', () => {
  let standIn: ShopifyStandIn;
  let server: TestServer;
  let headers: IdentityHeaders;

  beforeAll(async () => {
    standIn = await startMoneyStandIn();
    server = await startStoreServer(standIn, { config: { creditMaxCents: 10_000 } });
    headers = (await server.operator(['showCredits'])).headers;
    // The start's full load reads every store customer's credit; a load still running when a test seeds
    // credit would open that customer's account first (a 409 for Add New Customer, not the cap's 400).
    await runJobsNow(server, 'store-sync.');
    await runJobsNow(server, 'credits.store-mirror');
  });
  afterAll(async () => {
    await server?.close();
    await standIn?.close();
  });

  const withKey = (key: string) => ({ ...headers, 'Idempotency-Key': key });
  const addCustomer = (email: string, amount: number, key: string) =>
    server.call(creditsContract.addCustomer, {
      body: { admin: headers.customerId, email, amount, reference: 'New account' },
      headers: withKey(key),
    });
  const issue = (ids: string, amount: number, key: string) =>
    server.call(creditsContract.issueCredits, {
      body: { admin: headers.customerId, ids, amount, reference: 'Goodwill' },
      headers: withKey(key),
    });
  const storeCalls = () => standIn.calls('StoreCreditCredit').length + standIn.calls('StoreCreditDebit').length;
  const seedStoreCredit = (customerId: string, amount: string) =>
    standIn.ctx.run(
      parse(
        `mutation Seed($id: ID!, $amount: Decimal!) { storeCreditAccountCredit(id: $id, creditInput: { creditAmount: { amount: $amount, currencyCode: USD } }) { userErrors { message } } }`,
      ),
      { id: customerId, amount },
    );
  const accountOf = (email: string) =>
    server.ctx.db.selectFrom('credit_accounts').selectAll().where('email_lower', '=', email).executeTakeFirst();

  it('refuses an opening credit that would take the store balance past the cap, and opens nothing', async () => {
    const store = putCustomer(standIn.state, { email: 'rich@cap.test' });
    await seedStoreCredit(store.id, '90.00');
    const calls = storeCalls();
    const res = await addCustomer('rich@cap.test', 20, 'add-rich');
    expect(res.status).toBe(400);
    expect(res.error().fieldErrors).toEqual({ 'body.amount': 'The amount would take the balance of rich@cap.test above $100.00.' });
    expect(await accountOf('rich@cap.test')).toBeUndefined();
    expect(storeCalls()).toBe(calls);
    expect(storeCreditBalance(standIn.ctx, store.id)).toBe(9000);
  });

  it('refuses a credit past the cap of the store balance, and lets one up to it through once', async () => {
    const store = putCustomer(standIn.state, { email: 'near@cap.test' });
    await seedStoreCredit(store.id, '90.00');
    const id = (await addCustomer('near@cap.test', 0, 'add-near')).data().customer.shopifyCustomerId;
    const calls = storeCalls();
    const over = await issue(id, 10.01, 'issue-near-over');
    expect(over.status).toBe(400);
    expect(over.error().fieldErrors).toEqual({ 'body.amount': 'The amount would take the balance of near@cap.test above $100.00.' });
    expect(storeCalls()).toBe(calls);
    expect(await server.ctx.db.selectFrom('store_credit_moves').select('id').where('account_id', '=', Number(id)).execute()).toEqual([]);
    expect((await issue(id, 10, 'issue-near-to-cap')).data()).toEqual({ status: true, msg: 'Credit of $10.00 issued to 1 customer.' });
    expect(storeCalls()).toBe(calls + 1);
    expect(storeCreditBalance(standIn.ctx, store.id)).toBe(10_000);
    expect((await accountOf('near@cap.test'))?.balance_cents).toBe(10_000);
  });

  it('counts a credit still on its way to the store (queued during an outage) toward the cap', async () => {
    const store = putCustomer(standIn.state, { email: 'queued@cap.test' });
    const id = (await addCustomer('queued@cap.test', 0, 'add-queued')).data().customer.shopifyCustomerId;
    await standIn.goDown();
    try {
      const queued = await issue(id, 60, 'issue-queued');
      expect(queued.data().msg).toContain('queued');
      const over = await issue(id, 50, 'issue-queued-over');
      expect(over.status).toBe(400);
      expect(over.error().fieldErrors).toEqual({ 'body.amount': 'The amount would take the balance of queued@cap.test above $100.00.' });
    } finally {
      await standIn.comeBack();
    }
    await runJobsNow(server, 'credits.store-moves');
    expect(storeCreditBalance(standIn.ctx, store.id)).toBe(6000);
    expect((await issue(id, 40, 'issue-queued-rest')).status).toBe(200);
    expect(storeCreditBalance(standIn.ctx, store.id)).toBe(10_000);
  });

  it('lets only one of two simultaneous credits that together pass the cap through', async () => {
    const store = putCustomer(standIn.state, { email: 'race@cap.test' });
    const id = (await addCustomer('race@cap.test', 0, 'add-race')).data().customer.shopifyCustomerId;
    const calls = storeCalls();
    const answers = await Promise.all([issue(id, 60, 'race-a'), issue(id, 60, 'race-b')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    await runJobsNow(server, 'credits.store-moves');
    expect(storeCalls()).toBe(calls + 1);
    expect(storeCreditBalance(standIn.ctx, store.id)).toBe(6000);
  });

  it('fails import rows past the cap of the store balance and applies the others once', async () => {
    const full = putCustomer(standIn.state, { email: 'imp.full@cap.test' });
    await seedStoreCredit(full.id, '100.00');
    await addCustomer('imp.full@cap.test', 0, 'add-imp-full');
    const fresh = putCustomer(standIn.state, { email: 'imp.fresh@cap.test' });
    const calls = storeCalls();
    const list = [
      { Email: 'imp.full@cap.test', Credit: '0.01', Reference: 'Over' },
      { Email: 'imp.fresh@cap.test', Credit: '60', Reference: 'First' },
      { Email: 'imp.other@cap.test', Credit: '100.01', Reference: 'Too much' },
    ];
    const { jobId } = (await server.call(creditsContract.importCustomers, { body: { admin: headers.customerId, list }, headers })).data();
    const job = await server.waitForJob(jobId, headers);
    expect(job.outcomes).toEqual([
      { row: 1, status: 'failed', message: 'The credit would take the balance above $100.00.' },
      { row: 2, status: 'done', message: 'Credit of $60.00 sent to the store.' },
      { row: 3, status: 'failed', message: 'The amount may be at most $100.00.' },
    ]);
    await runJobsNow(server, 'credits.store-moves');
    expect(storeCalls()).toBe(calls + 1);
    expect(storeCreditBalance(standIn.ctx, full.id)).toBe(10_000);
    expect(storeCreditBalance(standIn.ctx, fresh.id)).toBe(6000);
  });
});
