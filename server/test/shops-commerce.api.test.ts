import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditsContract } from '@console/contracts/credits.contract';
import { couponsContract } from '@console/contracts/coupons.contract';
import { returnsContract } from '@console/contracts/returns.contract';
import type { ShopContext } from '../src/app-context';
import { seedDemoCommerce } from '../src/demo/commerce.seed';
import { accountKey, customersChunk, ledgerChunk, ledgerKey } from '../src/features/credits/credit-lists.repository';
import { creditReconciliation } from '../src/features/credits/credits.service';
import { DEMO_ORDER_NUMBER, demoSku } from '../src/integrations/commerce/commerce-demo';
import { keysetWalk } from '../src/platform/keyset';
import { startTestServer, type IdentityHeaders, type TestServer } from './harness';

/**
 * Several shops, one install (docs/several-shops.md): credit customers, transactions, balances, coupons, returns and
 * the embedded store's products and orders of one shop never appear in another (lists, counts, exports; an
 * id of the other shop answers as if it did not exist), and an idempotency key is per shop.
 */
describe('credits, coupons, returns and the embedded store per shop', () => {
  let server: TestServer;
  let headers: IdentityHeaders;
  let a: ShopContext;
  let b: ShopContext;
  const B = 'shop-b';
  /** The per-request shop of the harness (X-Shop-Name): A is the shop the environment defines. */
  let inA: { shop: string };
  const inB = { shop: B };

  beforeAll(async () => {
    server = await startTestServer();
    await server.addShop(B);
    a = server.ctx;
    const found = server.ctx.shops.byName(B);
    if (!found) throw new Error(`no shop ${B}`);
    b = found;
    inA = { shop: a.shop.name };
    // Only shop A's embedded store is seeded: B's starts empty.
    await seedDemoCommerce(server.ctx.db, a.shop.id, { orders: 8 });
    headers = (await server.operator(['showCredits', 'showCoupons', 'showOrderReturns'])).headers;
  });
  afterAll(async () => {
    await server?.close();
  });

  const all = async <T>(rows: AsyncIterable<T>): Promise<T[]> => {
    const out: T[] = [];
    for await (const row of rows) out.push(row);
    return out;
  };

  it('keeps credit customers, their balances and transactions apart; an id of A is unknown in B', async () => {
    const addIn = (shop: { shop: string }, email: string, amount: string) =>
      server.call(creditsContract.addCustomer, {
        body: { admin: headers.customerId, email, amount, reference: 'New account' },
        headers,
        ...shop,
      });
    const inAOnly = (await addIn(inA, 'only.a@mail.test', '30.00')).data().customer;
    // The same e-mail is another customer in B, with its own balance.
    const sameA = (await addIn(inA, 'both@mail.test', '10.00')).data().customer;
    const sameB = (await addIn(inB, 'both@mail.test', '4.00')).data().customer;
    expect(sameB.shopifyCustomerId).not.toBe(sameA.shopifyCustomerId);
    expect(sameB.balance).toBe(4);

    const listB = (await server.call(creditsContract.customers, { query: {}, headers, ...inB })).data();
    expect(listB.total).toBe(1);
    expect(listB.list.map((c) => c.email)).toEqual(['both@mail.test']);
    expect(listB.list[0]?.balance).toBe(4);
    const listA = (await server.call(creditsContract.customers, { query: {}, headers, ...inA })).data();
    expect(listA.total).toBe(2);
    expect(listA.list.map((c) => c.email).sort()).toEqual(['both@mail.test', 'only.a@mail.test']);
    expect((await server.call(creditsContract.customers, { query: { search: 'only.a' }, headers, ...inB })).data().total).toBe(0);

    // A's customer cannot be credited from B: its id is unknown there, and A's balance stays.
    const cross = await server.call(creditsContract.issueCredits, {
      body: { admin: headers.customerId, ids: [Number(inAOnly.shopifyCustomerId)], amount: '5.00', reference: 'Cross shop' },
      headers,
      ...inB,
    });
    expect(cross.status).toBe(400);
    expect(cross.error().message).toBe(`Unknown customer id: ${inAOnly.shopifyCustomerId}.`);
    const aAfter = (await server.call(creditsContract.customers, { query: { search: 'only.a' }, headers, ...inA })).data();
    expect(aAfter.list[0]?.balance).toBe(30);

    const transactions = (shop: { shop: string }) =>
      server.call(creditsContract.transactions, { query: { startDate: '2000-01-01', endDate: '2100-01-01' }, headers, ...shop });
    const txB = (await transactions(inB)).data();
    expect(txB.total).toBe(1);
    expect(txB.list.map((t) => [t.customerEmail, t.amount])).toEqual([['both@mail.test', 4]]);
    // The sliders' maxima are B's own ledger's, not A's $30.
    expect(Object.values(txB.rangesLimits).every((max) => max <= 4)).toBe(true);
    expect((await transactions(inA)).data().total).toBe(2);

    // The exports and the Knot report read only their shop's rows.
    const customersB = await all(keysetWalk(customersChunk(server.ctx.db, b.shop.id, ''), accountKey));
    expect(customersB.map((r) => r.email)).toEqual(['both@mail.test']);
    const noFilter = {
      search: '',
      from: null,
      to: null,
      customerName: '',
      customerEmail: '',
      createdByName: '',
      createdByEmail: '',
      ranges: [],
    };
    const ledgerB = await all(keysetWalk(ledgerChunk(server.ctx.db, b.shop.id, noFilter), ledgerKey));
    expect(ledgerB.map((r) => r.customer_email)).toEqual(['both@mail.test']);
    const period = { from: '2000-01-01T00:00:00.000Z', to: '2100-01-01T00:00:00.000Z' };
    const knotB = await all(creditReconciliation(server.ctx.db, b.shop.id, period));
    expect(knotB.map((r) => [r.email, r.closing, r.total])).toEqual([
      ['both@mail.test', 400, false],
      ['', 400, true],
    ]);
    const knotA = await all(creditReconciliation(server.ctx.db, a.shop.id, period));
    expect(knotA.find((r) => r.total)?.closing).toBe(4_000);
  });

  it('takes an idempotency key used in A and in B as two requests: one move in each shop', async () => {
    const emailA = 'keyed@mail.test';
    const add = (shop: { shop: string }) =>
      server.call(creditsContract.addCustomer, { body: { admin: headers.customerId, email: emailA, amount: 0 }, headers, ...shop });
    const idA = Number((await add(inA)).data().customer.shopifyCustomerId);
    const idB = Number((await add(inB)).data().customer.shopifyCustomerId);
    const issue = (shop: { shop: string }, id: number) =>
      server.call(creditsContract.issueCredits, {
        body: { admin: headers.customerId, ids: [id], amount: '2.50', reference: 'Keyed' },
        headers: { ...headers, 'Idempotency-Key': 'same-key-in-two-shops' },
        ...shop,
      });
    expect((await issue(inA, idA)).data().status).toBe(true);
    // Not a replay of A's answer, nor a 422 for a key "used with a different request": B's own first request.
    expect((await issue(inB, idB)).data()).toMatchObject({ status: true });
    // A replay in each shop answers that shop's first request and moves nothing more.
    expect((await issue(inA, idA)).status).toBe(200);
    expect((await issue(inB, idB)).status).toBe(200);
    const moves = await server.ctx.db
      .selectFrom('credit_transactions')
      .select(['shop_id', 'account_id', 'amount_cents'])
      .where('reference', '=', 'Keyed')
      .orderBy('id')
      .execute();
    expect(moves).toEqual([
      { shop_id: a.shop.id, account_id: idA, amount_cents: 250 },
      { shop_id: b.shop.id, account_id: idB, amount_cents: 250 },
    ]);
    const keys = await server.ctx.db
      .selectFrom('credit_requests')
      .select('shop_id')
      .where('idem_key', '=', 'same-key-in-two-shops')
      .execute();
    expect(keys.map((k) => k.shop_id).sort()).toEqual([a.shop.id, b.shop.id].sort());
  });

  it('keeps coupons apart: the same code in both shops, lists and totals of each its own', async () => {
    const upload = async (shop: { shop: string }, rows: object[]) => {
      const { jobId } = (await server.call(couponsContract.upload, { body: { excelData: rows }, headers, ...shop })).data();
      expect((await server.waitForJob(jobId, { ...headers, 'X-Shop-Name': shop.shop })).status).toBe('done');
    };
    await upload(inA, [
      { CouponCode: 'BOTH-1', OrderId: String(DEMO_ORDER_NUMBER), AssignDate: '2026-11-02T15:30:00Z' },
      { CouponCode: 'ONLY-A', OrderId: '' },
    ]);
    await upload(inB, [{ CouponCode: 'BOTH-1', OrderId: '' }]);
    const list = (shop: { shop: string }) =>
      server.call(couponsContract.list, { query: { page: 1, per_page: 50, date_from: '', date_to: '' }, headers, ...shop });
    const inShopB = (await list(inB)).data().data;
    expect(inShopB.total).toBe(1);
    // B's BOTH-1 is not given out: A's order does not reach it.
    expect(inShopB.results.map((c) => [c.CouponCode, c.Used])).toEqual([['BOTH-1', false]]);
    const inShopA = (await list(inA)).data().data;
    expect(inShopA.total).toBe(2);
    expect(inShopA.results.find((c) => c.CouponCode === 'BOTH-1')?.Used).toBe(true);
    // Resending A's order's coupons from B finds no such order there.
    expect((await server.call(couponsContract.resend, { body: { id: String(DEMO_ORDER_NUMBER) }, headers, ...inB })).status).toBe(404);
  });

  it("gives B an embedded store of its own, empty until seeded; A's orders and returns are not found in B", async () => {
    expect((await b.commerce.listProducts(null, 10)).items).toEqual([]);
    expect(await b.commerce.orderByNumber(DEMO_ORDER_NUMBER)).toBeNull();
    expect(await b.commerce.variantBySku(demoSku(0, 0))).toBeNull();
    const orderA = await a.commerce.orderByNumber(DEMO_ORDER_NUMBER);
    expect(orderA).not.toBeNull();
    // A's ids through B's store: not found, as on another store.
    expect(await b.commerce.orderById(orderA?.id ?? '')).toBeNull();
    const variantA = await a.commerce.variantBySku(demoSku(0, 0));
    expect(await b.commerce.productById(variantA?.productId ?? '')).toBeNull();

    const search = (shop: { shop: string }) =>
      server.call(returnsContract.search, { query: { value: String(DEMO_ORDER_NUMBER) }, headers, ...shop });
    expect((await search(inB)).data()).toMatchObject({ success: false, data: { orderDetails: null } });
    const details = (await search(inA)).data().data.orderDetails;
    const drill = details?.lineItems.find((li) => li.sku === demoSku(0, 0));
    if (!drill) throw new Error('no drill line');
    const created = await server.call(returnsContract.create, {
      body: {
        orderId: String(DEMO_ORDER_NUMBER),
        lineItems: [{ id: drill.id, returningQty: 1, uniqueisChecked1: false }],
        editShippingAdress: false,
        isChecked1: false,
        idempotencyKey: 'return-key-in-two-shops',
      },
      headers,
      ...inA,
    });
    const made = created.data();
    expect(made.success).toBe(true);
    const returnId = made.returns[0]?.id ?? 0;
    expect((await server.call(returnsContract.recent, { headers, ...inB })).data()).toEqual({ returns: [] });
    expect((await server.call(returnsContract.recent, { headers, ...inA })).data().returns.map((r) => r.id)).toContain(returnId);
    // Refunding A's return from B: 404, and A's return stays PENDING.
    expect((await server.call(returnsContract.refund, { params: { id: returnId }, headers, ...inB })).status).toBe(404);
    const still = await server.ctx.db
      .selectFrom('returns')
      .select(['shop_id', 'refund_status'])
      .where('id', '=', returnId)
      .executeTakeFirstOrThrow();
    expect(still).toEqual({ shop_id: a.shop.id, refund_status: 0 });
    const labels = await server.ctx.db.selectFrom('return_labels').select('shop_id').execute();
    expect(labels.every((l) => l.shop_id === a.shop.id)).toBe(true);

    // Seeded, B has its own catalogue and orders (the same demo numbers and SKUs, other rows).
    expect(await seedDemoCommerce(server.ctx.db, b.shop.id, { orders: 2 })).toBe(true);
    const orderB = await b.commerce.orderByNumber(DEMO_ORDER_NUMBER);
    expect(orderB).not.toBeNull();
    expect(orderB?.id).not.toBe(orderA?.id);
    expect(await a.commerce.orderById(orderB?.id ?? '')).toBeNull();
    const productsB = await server.ctx.db.selectFrom('commerce_products').select('id').where('shop_id', '=', b.shop.id).execute();
    const productsA = await server.ctx.db.selectFrom('commerce_products').select('id').where('shop_id', '=', a.shop.id).execute();
    expect(productsB.length).toBe(productsA.length);
    expect(productsB.some((p) => productsA.some((q) => q.id === p.id))).toBe(false);
    // The return made in A still does not show in B, whose order 1001 has nothing returned.
    const searchB = (await search(inB)).data();
    expect(searchB.success).toBe(true);
    expect(searchB.data.returns).toEqual([]);
  });
});
