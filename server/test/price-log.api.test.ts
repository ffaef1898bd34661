import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceLogContract } from '@console/contracts/price-log.contract';
import { insertBulkPrice } from '../src/features/bulk-price/bulk-price.repository';
import { recordAppliedPrice, recordScheduledPrice } from '../src/features/price-log/price-log.service';
import { startTestServer, type IdentityHeaders, type TestServer } from './harness';

/**
 * Price Control (docs/functions/commerce-tools.md §2.2, §5, §7): the log by date range, 'Page X of Y' paging, the export, the
 * employee-store columns.
 */
describe('price log', () => {
  let server: TestServer;
  let headers: IdentityHeaders;
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    server = await startTestServer({ runWorker: false, config: { shopName: 'employee-store-us' } });
    headers = (await server.operator(['showPriceControl'])).headers;
    // 23 applied changes, one a day for the last 23 days (12:00Z), and one scheduled for next week.
    for (let n = 1; n <= 23; n++) {
      await recordAppliedPrice(server.ctx.db, server.ctx.shop.id, {
        bulkPriceId: n,
        revision: 1,
        sku: `SKU-${n}`,
        previousCents: 1000,
        currentCents: 1000 + n * 100,
        compareAtCents: n % 2 ? null : 3000,
        source: 'Bulk Price Import',
        at: `${day(-n)}T12:00:00.000Z`,
      });
    }
    await recordScheduledPrice(server.ctx.db, server.ctx.shop.id, {
      bulkPriceId: 99,
      revision: 1,
      sku: 'SKU-NEXT',
      previousCents: 2000,
      currentCents: 2500,
      compareAtCents: null,
      source: 'Bulk Price Edit',
      at: `${day(7)}T05:00:00.000Z`,
    });
  });
  afterAll(() => server.close());

  const list = (query: Record<string, string | number>) => server.call(priceLogContract.list, { query, headers });

  it('pages 10 at a time with total pages, newest first, only what has taken effect', async () => {
    const page1 = (await list({ page: 1, per_page: 10 })).data().data;
    // The change scheduled for next week is not in the log (its filter refuses future days): Bulk Price lists it.
    expect(page1).toMatchObject({ page: 1, per_page: 10, total_pages: 3, total: 23, employeeStore: true });
    expect(page1.results.map((r) => r.Sku)).not.toContain('SKU-NEXT');
    expect(page1.results[0]).toMatchObject({
      Sku: 'SKU-1',
      status: 'applied',
      PreviousPrice: 10,
      CurrentPrice: 11,
      PercentageChange: 10,
      CompareAtPrice: null,
      CustomerType: 'Retail',
      Source: 'Bulk Price Import',
    });
    const page3 = (await list({ page: 3, per_page: 10 })).data().data;
    expect(page3.results.map((r) => r.Sku)).toEqual(['SKU-21', 'SKU-22', 'SKU-23']);
  });

  it("answers how many of the shop's prices are scheduled, each shop its own", async () => {
    expect((await list({})).data().data.scheduled).toBe(0);
    const price = (sku: string, day: string) => ({
      sku,
      price_cents: 1500,
      compare_at_cents: null,
      effective_date: day,
      effective_at: `${day}T05:00:00.000Z`,
      below_mapp: 0,
      source: 'import',
    });
    await insertBulkPrice(server.ctx.db, server.ctx.shop.id, price('SKU-NEXT', day(7)));
    await insertBulkPrice(server.ctx.db, server.ctx.shop.id, price('SKU-LATER', day(9)));
    const second = await server.addShop('price-log-second');
    await insertBulkPrice(second.db, second.shop.id, price('SKU-ELSEWHERE', day(3)));
    expect((await list({})).data().data.scheduled).toBe(2);
    const both = (await server.operator(['showPriceControl'])).headers;
    const there = (await server.call(priceLogContract.list, { query: {}, headers: both, shop: 'price-log-second' })).data().data;
    expect(there).toMatchObject({ scheduled: 1, total: 0 });
  });

  it('filters from 00:00:00Z of the start day to 23:59:59Z of the end day', async () => {
    const res = (await list({ page: 1, per_page: 10, date_from: day(-5), date_to: day(-3) })).data().data;
    expect(res.results.map((r) => r.Sku)).toEqual(['SKU-3', 'SKU-4', 'SKU-5']);
    expect(res.total_pages).toBe(1);
    const oneDay = (await list({ page: 1, per_page: 10, date_from: `${day(-2)}T00:00:00.000Z`, date_to: day(-2) })).data().data;
    expect(oneDay.results.map((r) => r.Sku)).toEqual(['SKU-2']);
    const empty = (await list({ page: 1, per_page: 10, date_from: day(-60), date_to: day(-50) })).data().data;
    expect(empty).toMatchObject({ results: [], total_pages: 1, total: 0 });
  });

  it('refuses future dates and a start after the end', async () => {
    expect((await list({ date_to: day(5) })).error().fieldErrors).toEqual({ 'query.date_to': 'Future dates are not allowed.' });
    expect((await list({ date_from: day(-1), date_to: day(-3) })).status).toBe(400);
    expect((await list({ date_from: 'yesterday' })).status).toBe(400);
  });

  it('exports all data or the filtered data', async () => {
    const all = (await server.call(priceLogContract.exportRows, { query: {}, headers })).data();
    expect(all.data.results).toHaveLength(23);
    expect(all.data.results.every((r) => r.status === 'applied')).toBe(true);
    const filtered = (await server.call(priceLogContract.exportRows, { query: { date_from: day(-5), date_to: day(-3) }, headers })).data();
    expect(filtered.data.results.map((r) => r.Sku)).toEqual(['SKU-3', 'SKU-4', 'SKU-5']);
  });

  it('shows CustomerType and Source only for the employee-store shops', async () => {
    const retail = await startTestServer({ runWorker: false, config: { shopName: 'retail-shop' } });
    try {
      const h = (await retail.operator(['showPriceControl'])).headers;
      expect((await retail.call(priceLogContract.list, { query: {}, headers: h })).data().data.employeeStore).toBe(false);
    } finally {
      await retail.close();
    }
  });

  it('needs the Price Control flag', async () => {
    const other = (await server.operator(['showBulkPrice'])).headers;
    expect((await server.call(priceLogContract.list, { query: {}, headers: other })).status).toBe(403);
  });
});
