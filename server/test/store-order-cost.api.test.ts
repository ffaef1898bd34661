import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { returnsContract } from '@console/contracts/returns.contract';
import { createShopifyClient, runtimeDocument } from '../src/integrations/shopify/shopify-client';
import { ShopifyRequestError } from '../src/integrations/shopify/shopify-errors';
import { startTestServer, type IdentityHeaders, type TestServer } from './harness';
import { seedOrder } from './shopify-stand-in/orders.module';
import { FIXTURE, seedStandInStore } from './shopify-stand-in/stand-in-fixture';
import { createShopifyStandIn, type ShopifyStandIn } from './shopify-stand-in/stand-in-server';
import { standInModules } from './shopify-stand-in/stand-in-modules';

/**
 * Orders within Shopify's 1,000-point single-query limit, on the newest stable Admin API
 * (2026-10): the stand-in prices every query by Shopify's rules and refuses what Shopify would; an
 * order larger than one query's pages (more line items, fulfillments and fulfilled items than the
 * first read holds) is read whole, page by page, for the Returns search and for a date range.
 */
describe('orders on a Shopify store within the cost limit (API 2026-10)', () => {
  let standIn: ShopifyStandIn;
  let server: TestServer;
  let returnHeaders: IdentityHeaders;
  const BIG = 1100;
  /** 32 line items of 2; 31 of them 1 fulfilled, spread over 6 fulfillments, the first carrying 12. */
  const bigLines = Array.from({ length: 32 }, (_, i) => ({
    title: `Part ${i + 1}`,
    sku: `PART-${i + 1}`,
    quantity: 2,
    price: '5.00',
    fulfilled: i < 31 ? 1 : 0,
  }));

  beforeAll(async () => {
    standIn = await createShopifyStandIn({
      modules: standInModules,
      apiVersion: '2026-10',
      bucket: { maximumAvailable: 1000, restoreRate: 500 },
      bulkDelayMs: 30,
    });
    seedStandInStore(standIn.state);
    const address = {
      name: 'Lee Park',
      address1: '1 Elm Road',
      city: 'Dayton',
      provinceCode: 'OH',
      zip: '45402',
      countryCodeV2: 'US',
      phone: '9375550100',
    };
    seedOrder(standIn.state, {
      number: BIG,
      createdAt: '2026-11-20T09:00:00Z',
      email: 'lee@example.com',
      shippingAddress: address,
      lineItems: bigLines,
      fulfillmentSizes: [12, 4, 4, 4, 4, 3],
    });
    server = await startTestServer({ runWorker: false, config: { shopify: standIn.config } });
    returnHeaders = (await server.operator(['showOrderReturns'])).headers;
  });
  afterAll(async () => {
    await server?.close();
    await standIn?.close();
  });

  const refused = () => [...standIn.received].filter((c) => c.outcome === 'error');

  it('refuses a query over 1,000 requested points with MAX_COST_EXCEEDED and its cost, as Shopify does', async () => {
    // The order read as it once was: 10 fulfillments × 50 fulfillment line items alone are over the limit.
    const tooDear = `query OrderByNameBefore($query: String!) { orders(first: 1, query: $query) { nodes {
      id lineItems(first: 30) { nodes { id originalUnitPriceSet { shopMoney { amount } } image { url } variant { id inventoryItem { measurement { weight { value } } } } } }
      fulfillments(first: 10) { fulfillmentLineItems(first: 50) { nodes { quantity lineItem { id } } } } } } }`;
    const client = createShopifyClient(standIn.config);
    const error = await client.request(runtimeDocument<unknown>(tooDear), { query: 'name:#1001' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ShopifyRequestError);
    expect((error as ShopifyRequestError).details).toEqual([
      expect.objectContaining({
        extensions: { code: 'MAX_COST_EXCEEDED', cost: 2 + (1 + 2 + 30 * 8 + 10 * (1 + 2 + 50 * 2)), maxCost: 1000 },
      }),
    ]);
    expect(standIn.calls('OrderByNameBefore').map((c) => c.outcome)).toEqual(['error']);
  });

  it('Returns: the order search reads a large order whole, every line item with its fulfilled quantity', async () => {
    const before = standIn.received.length;
    const found = (await server.call(returnsContract.search, { query: { value: String(BIG) }, headers: returnHeaders })).data();
    const lines = found.data.orderDetails?.lineItems ?? [];
    expect(lines.map((li) => li.sku)).toEqual(bigLines.map((l) => l.sku));
    expect(lines.map((li) => li.fulfilledQuantity)).toEqual(bigLines.map((l) => l.fulfilled));
    // Throttled calls are waited out and sent again: count the answered ones.
    const calls = standIn.received.slice(before).filter((c) => c.outcome === 'ok');
    // The first read holds 25 line items and 10 of the first fulfillment's 12: the rest came page by page.
    expect(calls.filter((c) => c.operation === 'OrderLineItems')).toHaveLength(1);
    expect(calls.filter((c) => c.operation === 'FulfillmentLineItems')).toHaveLength(1);
    expect(refused()).toHaveLength(1); // the over-limit query of the test above, nothing since
  });

  it('Returns: a return on order #1001 is created on the store with its label', async () => {
    const found = (
      await server.call(returnsContract.search, { query: { value: String(FIXTURE.orderNumber) }, headers: returnHeaders })
    ).data();
    const drill = found.data.orderDetails?.lineItems.find((li) => li.sku === FIXTURE.drill.sku);
    expect(drill).toMatchObject({ fulfilledQuantity: 2, remainingQty: 2 });
    const body = {
      orderId: String(FIXTURE.orderNumber),
      editShippingAdress: false,
      isChecked1: false,
      lineItems: [{ id: drill?.id ?? '', returningQty: 1, uniqueisChecked1: false }],
      idempotencyKey: 'cost-return-1',
    };
    const res = (await server.call(returnsContract.create, { body, headers: returnHeaders })).data();
    expect(res).toMatchObject({ success: true, upsError: false });
    expect(res.returns[0]?.tracking_number).toBeTruthy();
    expect(
      standIn
        .calls('ReturnCreate')
        .filter((c) => c.outcome !== 'throttled')
        .map((c) => c.outcome),
    ).toEqual(['ok']);
    expect(standIn.state.all('ReverseDelivery')).toHaveLength(1);
  });

  it('reads a date range in pages that fit, the large order whole among them', async () => {
    const orders = [];
    for (let cursor: string | null = null, first = true; first || cursor; first = false) {
      const page = await server.ctx.commerce.ordersBetween('2026-11-01T00:00:00Z', '2026-11-30T23:59:59Z', cursor, 200);
      orders.push(...page.items);
      cursor = page.nextCursor;
    }
    expect(orders.map((o) => o.number)).toEqual([1001, 1002, 1003, 1004, 1005, 1006, 1007, BIG]);
    const big = orders.find((o) => o.number === BIG);
    expect(big?.lineItems.map((li) => li.fulfilledQuantity)).toEqual(bigLines.map((l) => l.fulfilled));
    const pages = standIn.calls('OrdersCreatedBetween').filter((c) => c.outcome === 'ok');
    expect(pages.map((c) => c.variables.first)).toEqual([5, 5]);
    // The large order has more fulfillments than a page of orders reads: it was read again on its own.
    expect(standIn.calls('OrderById').filter((c) => c.outcome === 'ok').length).toBeGreaterThanOrEqual(1);
    expect(refused()).toHaveLength(1);
  });
});
