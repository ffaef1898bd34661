import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parse } from 'graphql';
import { creditsContract } from '@console/contracts/credits.contract';
import { createShopifyClient } from '../src/integrations/shopify/shopify-client';
import { createStoreCredit } from '../src/features/credits/store-credit-setup.service';
import type { ShopifyStandIn } from './shopify-stand-in/stand-in-server';
import { putCustomer } from './shopify-stand-in/customers.module';
import { storeCreditBalance } from './shopify-stand-in/store-credit.module';
import { startStoreServer, storeConfig } from './store-mirror-support';
import { startMoneyStandIn } from './store-money-support';
import { startTestServer, type IdentityHeaders, type TestServer } from './harness';

const onPostgres = inject('testDb').kind === 'postgres';

/** A store-credit answer the stand-in gave and holds back until the test lets it through. */
interface Held {
  transactionId: string;
  release: () => void;
}

/**
 * The credit cap and the shown balance under parallel calls: 30 parallel $10 moves with
 * distinct keys on one account, spread over two app instances on PostgreSQL (one on SQLite, whose
 * single writer cannot share a file between processes). The stand-in applies each call at once but
 * its answers are held until every accepted call has reached it, then let through newest first,
 * each recorded before the next: every run, the moves land in the reverse of the store's order.
 */
describe('store credit under parallel calls', () => {
  let standIn: ShopifyStandIn;
  const servers: TestServer[] = [];
  let headers: IdentityHeaders;
  const held: Held[] = [];

  /** Passes every call through; the answers of store-credit mutations that made a transaction wait in `held`. */
  const holdingFetch: typeof fetch = async (input, init) => {
    const res = await fetch(input, init);
    if (!/StoreCreditCredit|StoreCreditDebit/.test(String(init?.body))) return res;
    const text = await res.text();
    const transactionId = /"id":"(gid:\/\/shopify\/StoreCreditAccount(?:Credit|Debit)Transaction\/\d+)"/.exec(text)?.[1];
    // Only answers that made a transaction are held: a throttled one is resent by the client at once.
    if (transactionId) await new Promise<void>((release) => held.push({ transactionId, release }));
    return new Response(text, { status: res.status, headers: res.headers });
  };

  beforeAll(async () => {
    standIn = await startMoneyStandIn();
    const config = { creditMaxCents: 10_000 };
    const first = await startStoreServer(standIn, { config });
    servers.push(first);
    if (onPostgres) servers.push(await startTestServer({ database: first.database, config: { ...storeConfig(standIn), ...config } }));
    const shopify = first.ctx.config.shopify;
    if (!shopify) throw new Error('no store configured');
    for (const server of servers) server.ctx.storeCredit = createStoreCredit(createShopifyClient(shopify, { fetch: holdingFetch }));
    headers = (await first.operator(['showCredits'])).headers;
  });
  afterAll(async () => {
    for (const server of servers.slice(1)) await server.stop();
    await servers[0]?.close();
    await standIn?.close();
  });

  const db = () => (servers[0] as TestServer).ctx.db;
  const on = (n: number) => servers[n % servers.length] as TestServer;
  const withKey = (key: string) => ({ ...headers, 'Idempotency-Key': key });
  const openAccount = async (email: string) => {
    const res = await on(0).call(creditsContract.addCustomer, {
      body: { admin: headers.customerId, email, amount: 0, reference: 'New account' },
      headers: withKey(`open-${email}`),
    });
    return res.data().customer.shopifyCustomerId;
  };
  const seedStoreCredit = (customerId: string, amount: string) =>
    standIn.ctx.run(
      parse(
        `mutation Seed($id: ID!, $amount: Decimal!) { storeCreditAccountCredit(id: $id, creditInput: { creditAmount: { amount: $amount, currencyCode: USD } }) { userErrors { message } } }`,
      ),
      { id: customerId, amount },
    );
  const move = (n: number, way: 'issue' | 'adjust', id: string, key: string) =>
    way === 'issue'
      ? on(n).call(creditsContract.issueCredits, {
          body: { admin: headers.customerId, ids: id, amount: 10, reference: 'Race' },
          headers: withKey(key),
        })
      : on(n).call(creditsContract.adjustBalances, {
          body: { admin: headers.customerId, ids: id, amount: 10, reference: 'Race', allowNegative: false },
          headers: withKey(key),
        });
  /** The balance each instance's Credits list shows for the account, in cents. */
  const shownBalances = async (email: string) =>
    Promise.all(
      servers.map(async (server) => {
        const list = (await server.call(creditsContract.customers, { query: { search: email }, headers })).data().list;
        return Math.round((list.find((c) => c.email === email)?.balance ?? NaN) * 100);
      }),
    );

  /**
   * Sends 30 parallel $10 moves over the instances, waits until each is refused by our limits or
   * has reached the store and is held, then lets the held answers through newest first, one at a
   * time, each recorded before the next. Answers the statuses.
   */
  async function raceOf(way: 'issue' | 'adjust', id: string, keyPrefix: string): Promise<number[]> {
    held.length = 0;
    const statuses: number[] = [];
    const answers = Array.from({ length: 30 }, (_, n) =>
      move(n, way, id, `${keyPrefix}-${n}`).then((res) => (statuses.push(res.status), res.status)),
    );
    const until = Date.now() + 90_000;
    while (statuses.length + held.length < 30) {
      if (Date.now() > until) throw new Error(`only ${statuses.length} answered and ${held.length} held`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const newestFirst = [...held].sort((a, b) => Number(b.transactionId.split('/').pop()) - Number(a.transactionId.split('/').pop()));
    for (const answer of newestFirst) {
      answer.release();
      for (;;) {
        const row = await db()
          .selectFrom('store_credit_moves')
          .select('state')
          .where('store_transaction_id', '=', answer.transactionId)
          .executeTakeFirst();
        if (row?.state === 'applied') break;
        if (Date.now() > until) throw new Error(`${answer.transactionId} was never recorded`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
    return Promise.all(answers);
  }

  it('never passes the cap and shows the store newest balance when answers land out of order', { timeout: 180_000 }, async () => {
    const store = putCustomer(standIn.state, { email: 'cap@race.test' });
    const id = await openAccount('cap@race.test');
    const statuses = await raceOf('issue', id, 'cap');
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 400)).toHaveLength(20);
    expect(held).toHaveLength(10);
    expect(storeCreditBalance(standIn.ctx, store.id)).toBe(10_000);
    expect(await shownBalances('cap@race.test')).toEqual(servers.map(() => 10_000));
    // The cap still trusts the right balance: one more credit is refused and reaches nothing.
    const more = await on(1).call(creditsContract.issueCredits, {
      body: { admin: headers.customerId, ids: id, amount: 10, reference: 'One more' },
      headers: withKey('cap-more'),
    });
    expect(more.status).toBe(400);
    expect(storeCreditBalance(standIn.ctx, store.id)).toBe(10_000);
  });

  it('never goes below zero and shows the store newest balance on a floor account', { timeout: 180_000 }, async () => {
    const store = putCustomer(standIn.state, { email: 'floor@race.test' });
    await seedStoreCredit(store.id, '30.00');
    const id = await openAccount('floor@race.test');
    expect(await shownBalances('floor@race.test')).toEqual(servers.map(() => 3000));
    const statuses = await raceOf('adjust', id, 'floor');
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(27);
    expect(storeCreditBalance(standIn.ctx, store.id)).toBe(0);
    expect(await shownBalances('floor@race.test')).toEqual(servers.map(() => 0));
    const more = await on(1).call(creditsContract.adjustBalances, {
      body: { admin: headers.customerId, ids: id, amount: 10, reference: 'One more', allowNegative: false },
      headers: withKey('floor-more'),
    });
    expect(more.status).toBe(409);
  });
});
