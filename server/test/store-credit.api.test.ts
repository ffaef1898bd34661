import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'graphql';
import { creditsContract } from '@console/contracts/credits.contract';
import { createShopifyClient } from '../src/integrations/shopify/shopify-client';
import { createStoreCredit } from '../src/features/credits/store-credit-setup.service';
import type { ShopifyStandIn } from './shopify-stand-in/stand-in-server';
import { putCustomer } from './shopify-stand-in/customers.module';
import { storeCreditBalance } from './shopify-stand-in/store-credit.module';
import { stamp } from './shopify-stand-in/stand-in-state';
import { startStoreServer } from './store-mirror-support';
import { creditGivenElsewhereThenRetry, runJobsNow, startMoneyStandIn, withCreditCallsReset } from './store-money-support';
import type { IdentityHeaders, TestServer } from './harness';

/**
 * Store credit on a connected store: every move reaches the store exactly once per
 * Idempotency-Key, even when the store's answer is lost between its ledger and ours; the balances
 * shown are the store's; a refusal changes nothing here; an outage waits in a job and lands once.
 */
describe('store credit on the store', () => {
  let standIn: ShopifyStandIn;
  let server: TestServer;
  let headers: IdentityHeaders;

  beforeAll(async () => {
    standIn = await startMoneyStandIn();
    server = await startStoreServer(standIn);
    headers = (await server.operator(['showCredits'])).headers;
  });
  afterAll(async () => {
    await server?.close();
    await standIn?.close();
  });

  const addCustomer = (email: string, amount: number, key: string) =>
    server.call(creditsContract.addCustomer, {
      body: { admin: headers.customerId, email, amount, reference: 'New account' },
      headers: { ...headers, 'Idempotency-Key': key },
    });
  const issue = (ids: string, amount: number, key: string) =>
    server.call(creditsContract.issueCredits, {
      body: { admin: headers.customerId, ids, amount, reference: 'Goodwill' },
      headers: { ...headers, 'Idempotency-Key': key },
    });
  const adjust = (ids: string, amount: number, key: string, allowNegative = false) =>
    server.call(creditsContract.adjustBalances, {
      body: { admin: headers.customerId, ids, amount, reference: 'Correction', allowNegative },
      headers: { ...headers, 'Idempotency-Key': key },
    });
  // The calls the store took up: a THROTTLED answer means it did nothing, and the client rightly sends that call again
  // (CI once saw a second, throttled debit while the balance showed one).
  const credits = () => standIn.calls('StoreCreditCredit').filter((c) => c.outcome !== 'throttled');
  const debits = () => standIn.calls('StoreCreditDebit').filter((c) => c.outcome !== 'throttled');
  const ledger = (accountId: number) =>
    server.ctx.db.selectFrom('credit_transactions').selectAll().where('account_id', '=', accountId).orderBy('id').execute();
  const accountOf = (email: string) =>
    server.ctx.db.selectFrom('credit_accounts').selectAll().where('email_lower', '=', email).executeTakeFirstOrThrow();

  it('opens the account on the store customer and credits it there once; a replay of the key calls nothing', async () => {
    const store = putCustomer(standIn.state, { email: 'ada@store.test', firstName: 'Ada', lastName: 'Byron' });
    const before = credits().length;
    const res = await addCustomer('ada@store.test', 25.5, 'add-ada');
    expect(res.data()).toMatchObject({
      status: true,
      msg: 'Customer ada@store.test created. Credit of $25.50 issued to 1 customer.',
      customer: { balance: 25.5 },
    });
    expect(credits().length - before).toBe(1);
    expect(storeCreditBalance(standIn.ctx, store.id)).toBe(2550);
    const account = await accountOf('ada@store.test');
    expect(account.store_customer_id).toBe(store.id);
    expect((await ledger(account.id)).map((t) => [t.kind, Number(t.amount_cents), Number(t.balance_after_cents)])).toEqual([
      ['credit', 2550, 2550],
    ]);
    const replay = await addCustomer('ada@store.test', 25.5, 'add-ada');
    expect(replay.data()).toEqual(res.data());
    expect(credits().length - before).toBe(1);
  });

  it('shows the store balance: a customer with store credit already opens with it', async () => {
    const store = putCustomer(standIn.state, { email: 'grace@store.test' });
    await standIn.ctx.run(
      parse(
        `mutation Seed($id: ID!) { storeCreditAccountCredit(id: $id, creditInput: { creditAmount: { amount: "10.00", currencyCode: USD } }) { userErrors { message } } }`,
      ),
      { id: store.id },
    );
    const res = await addCustomer('grace@store.test', 0, 'add-grace');
    expect(res.data().customer.balance).toBe(10);
  });

  it('credits several customers once each per key', async () => {
    const emails = ['one@store.test', 'two@store.test'];
    const ids = [];
    for (const email of emails) {
      putCustomer(standIn.state, { email });
      ids.push((await addCustomer(email, 0, `add-${email}`)).data().customer.shopifyCustomerId);
    }
    const before = credits().length;
    const res = await issue(ids.join(','), 5, 'issue-two');
    expect(res.data()).toEqual({ status: true, msg: 'Credit of $5.00 issued to 2 customers.' });
    expect((await issue(ids.join(','), 5, 'issue-two')).data()).toEqual(res.data());
    expect(credits().length - before).toBe(2);
    for (const email of emails) expect((await accountOf(email)).balance_cents).toBe(500);
  });

  it('a crash between the store answer and our record: settled from the account, never credited twice', async () => {
    // A burst of records stamped before (a seed of thousands of customers) must not move the store's clock ahead of ours.
    for (let i = 0; i < 10_000; i++) stamp();
    const store = putCustomer(standIn.state, { email: 'lost@store.test' });
    const id = (await addCustomer('lost@store.test', 0, 'add-lost')).data().customer.shopifyCustomerId;
    // The store applies the credit, then its answer never reaches us (the process died, the line dropped).
    let lose = true;
    const losingFetch: typeof fetch = async (input, init) => {
      const res = await fetch(input, init);
      if (lose && String(init?.body).includes('StoreCreditCredit')) {
        lose = false;
        await res.text();
        throw new TypeError('fetch failed', { cause: new Error('socket hang up') });
      }
      return res;
    };
    const original = server.ctx.storeCredit;
    const shopify = server.ctx.config.shopify;
    if (!shopify) throw new Error('no store configured');
    server.ctx.storeCredit = createStoreCredit(createShopifyClient(shopify, { fetch: losingFetch }));
    const before = credits().length;
    try {
      const res = await issue(id, 12, 'issue-lost');
      expect(res.data()).toMatchObject({ status: true });
      expect(res.data().msg).toContain('queued, it will be applied once');
    } finally {
      server.ctx.storeCredit = original;
    }
    expect(credits().length - before).toBe(1);
    expect(storeCreditBalance(standIn.ctx, store.id)).toBe(1200);
    const account = await accountOf('lost@store.test');
    expect(await ledger(account.id)).toHaveLength(0);
    const move = await server.ctx.db
      .selectFrom('store_credit_moves')
      .selectAll()
      .where('account_id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(move.state).toBe('sent');
    // A replay meanwhile neither calls the store nor answers twice.
    expect((await issue(id, 12, 'issue-lost')).status).toBe(409);
    // The request's job finds the credit among the account's transactions and records it.
    const jobs = await runJobsNow(server, 'credits.store-moves');
    expect(jobs.every((j) => j.status === 'done')).toBe(true);
    expect(credits().length - before).toBe(1);
    expect(storeCreditBalance(standIn.ctx, store.id)).toBe(1200);
    expect((await ledger(account.id)).map((t) => [t.kind, Number(t.amount_cents), Number(t.balance_after_cents)])).toEqual([
      ['credit', 1200, 1200],
    ]);
    expect((await accountOf('lost@store.test')).balance_cents).toBe(1200);
    expect((await issue(id, 12, 'issue-lost')).data()).toEqual({ status: true, msg: 'Credit of $12.00 issued to 1 customer.' });
    expect(credits().length - before).toBe(1);
  });

  it('never claims a credit someone else made on the store after our call was lost; the move waits for an operator', async () => {
    const store = putCustomer(standIn.state, { email: 'reset@store.test' });
    const id = (await addCustomer('reset@store.test', 0, 'add-reset')).data().customer.shopifyCustomerId;
    // The connection is reset before the store read our call: it never landed, but we cannot know that.
    const queued = await withCreditCallsReset(server, () => issue(id, 15, 'issue-reset'));
    expect(queued.data().msg).toContain('queued, it will be applied once');
    // Meanwhile someone gives the customer a credit of the same amount in the Shopify admin.
    const done = await creditGivenElsewhereThenRetry(server, standIn, store.id, '15.00', headers);
    const account = await accountOf('reset@store.test');
    expect(done.status).toBe('done');
    expect(done.outcomes).toEqual([{ row: 1, status: 'failed', message: expect.stringContaining('reset@store.test: Needs an operator:') }]);
    const move = await server.ctx.db
      .selectFrom('store_credit_moves')
      .selectAll()
      .where('account_id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(move.state).toBe('review');
    expect(move.store_transaction_id).toBeNull();
    expect(await ledger(account.id)).toHaveLength(0);
    expect(storeCreditBalance(standIn.ctx, store.id)).toBe(1500);
    // The key still answers that it waits; nothing more reached the store.
    expect((await issue(id, 15, 'issue-reset')).status).toBe(409);
  });

  it('shows a store refusal and changes nothing here', async () => {
    const store = putCustomer(standIn.state, { email: 'broke@store.test' });
    const id = (await addCustomer('broke@store.test', 3, 'add-broke')).data().customer.shopifyCustomerId;
    const account = await accountOf('broke@store.test');
    const ledgerBefore = await ledger(account.id);
    // Our own check refuses what the store's balance cannot cover …
    expect((await adjust(id, 5, 'adjust-broke')).status).toBe(409);
    expect(debits().filter((c) => c.variables.id === store.id)).toHaveLength(0);
    // … and with allowNegative the store itself refuses, in its words.
    const res = await adjust(id, 5, 'adjust-broke-2', true);
    expect(res.data()).toEqual({
      status: false,
      msg: 'Error adjusting balance: The store refused broke@store.test: The account does not have sufficient funds.',
    });
    expect(debits().filter((c) => c.variables.id === store.id)).toHaveLength(1);
    expect(await ledger(account.id)).toEqual(ledgerBefore);
    expect((await accountOf('broke@store.test')).balance_cents).toBe(300);
    expect(storeCreditBalance(standIn.ctx, store.id)).toBe(300);
    // The refusal is the key's answer: a replay repeats it without calling again.
    expect((await adjust(id, 5, 'adjust-broke-2', true)).data()).toEqual(res.data());
    expect(debits().filter((c) => c.variables.id === store.id)).toHaveLength(1);
  });

  it('imports rows as moves on the store, each once; a row below zero fails without a call', async () => {
    const known = putCustomer(standIn.state, { email: 'imp.known@store.test' });
    await addCustomer('imp.known@store.test', 20, 'add-imp-known');
    const fresh = putCustomer(standIn.state, { email: 'imp.new@store.test' });
    const rows = [
      { Email: 'imp.known@store.test', Credit: '', Adjustment: '5', Reference: 'Correction' },
      { Email: 'imp.new@store.test', Credit: '12.50', Adjustment: '', Reference: 'Migration' },
      { Email: 'imp.empty@store.test', Adjustment: 10, Reference: 'Below zero' },
    ];
    const res = (
      await server.call(creditsContract.importCustomers, {
        body: { admin: headers.customerId, list: rows, idempotencyKey: 'import-store' },
        headers,
      })
    ).data();
    const job = await server.waitForJob(res.jobId, headers);
    expect(job.outcomes).toEqual([
      { row: 1, status: 'done', message: 'Adjustment of -$5.00 sent to the store.' },
      { row: 2, status: 'done', message: 'Credit of $12.50 sent to the store.' },
      { row: 3, status: 'failed', message: 'The adjustment would take the balance below zero.' },
    ]);
    await runJobsNow(server, 'credits.store-moves');
    expect(storeCreditBalance(standIn.ctx, known.id)).toBe(1500);
    expect(storeCreditBalance(standIn.ctx, fresh.id)).toBe(1250);
    expect(debits().filter((c) => c.variables.id === known.id)).toHaveLength(1);
    expect(credits().filter((c) => c.variables.id === fresh.id)).toHaveLength(1);
    expect((await accountOf('imp.new@store.test')).balance_cents).toBe(1250);
  });

  it('queues a credit while the store is down and applies it once when it is back', async () => {
    const store = putCustomer(standIn.state, { email: 'down@store.test' });
    const id = (await addCustomer('down@store.test', 0, 'add-down')).data().customer.shopifyCustomerId;
    const before = credits().length;
    await standIn.goDown();
    let res;
    try {
      res = await issue(id, 7, 'issue-down');
    } finally {
      await standIn.comeBack();
    }
    expect(res.data()).toMatchObject({ status: true });
    expect(res.data().msg).toContain('The store did not answer for 1 customer; queued');
    const job = await server.ctx.db
      .selectFrom('jobs')
      .selectAll()
      .where('type', '=', 'credits.store-moves')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(job.status).toBe('pending');
    await runJobsNow(server, 'credits.store-moves');
    expect(credits().length - before).toBe(1);
    expect(storeCreditBalance(standIn.ctx, store.id)).toBe(700);
    expect((await accountOf('down@store.test')).balance_cents).toBe(700);
    expect((await issue(id, 7, 'issue-down')).data()).toEqual({ status: true, msg: 'Credit of $7.00 issued to 1 customer.' });
    expect(credits().length - before).toBe(1);
  });
});
