import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { returnsContract } from '@console/contracts/returns.contract';
import { DEMO_ORDER_NUMBER, demoSku } from '../src/integrations/commerce/commerce-demo';
import { seedDemoCommerce } from '../src/demo/commerce.seed';
import { startTestServer, type IdentityHeaders, type TestServer } from './harness';

/** GET /api/shopify/order/returns/recent: what Returns opens on, newest first, with order number, title and SKU. */
describe('recent returns', () => {
  let server: TestServer;
  let headers: IdentityHeaders;

  beforeAll(async () => {
    server = await startTestServer({ runWorker: false });
    await seedDemoCommerce(server.ctx.db, server.ctx.shop.id, { orders: 3 });
    headers = (await server.operator(['showOrderReturns'])).headers;
  });
  afterAll(() => server.close());

  const recent = async (as = headers) => server.call(returnsContract.recent, { headers: as });

  it('is empty before any return, then lists each new return first with its order, title and SKU', async () => {
    expect((await recent()).data()).toEqual({ returns: [] });
    const order = (await server.call(returnsContract.search, { query: { value: String(DEMO_ORDER_NUMBER) }, headers })).data().data
      .orderDetails;
    const lines = (order?.lineItems ?? []).filter((li) => li.remainingQty > 0 && !li.excluded);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    const made: number[] = [];
    for (const [i, line] of lines.slice(0, 2).entries()) {
      const body = {
        orderId: String(DEMO_ORDER_NUMBER),
        lineItems: [{ id: line.id, returningQty: 1 }],
        idempotencyKey: `recent-returns-${process.pid}-${i}`,
      };
      const created = (await server.call(returnsContract.create, { body, headers })).data();
      expect(created.success).toBe(true);
      made.push(...created.returns.map((r) => r.id));
    }
    const { returns } = (await recent()).data();
    expect(returns.map((r) => r.id)).toEqual([...made].reverse());
    expect(returns[0]).toMatchObject({ order_number: String(DEMO_ORDER_NUMBER), title: lines[1]?.title, sku: lines[1]?.sku, quantity: 1 });
    expect(returns[1]?.sku).toBe(lines[0]?.sku);
    expect(lines.map((l) => l.sku)).toContain(demoSku(0, 0));
  });

  it('answers 403 without the Returns flag and 401 without a session', async () => {
    const other = (await server.operator(['showCoupons'])).headers;
    expect((await recent(other)).status).toBe(403);
    expect((await server.call(returnsContract.recent, {})).status).toBe(401);
  });
});
