import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkPriceContract } from '@console/contracts/bulk-price.contract';
import { displayNamesContract } from '@console/contracts/display-names.contract';
import { fieldMonitoringContract } from '@console/contracts/field-monitoring.contract';
import { priceLogContract } from '@console/contracts/price-log.contract';
import { searchFiltersContract } from '@console/contracts/search-filters.contract';
import type { ShopContext } from '../src/app-context';
import { seedDemoCommerce } from '../src/demo/commerce.seed';
import { seedDemoDisplayNames } from '../src/features/display-names/display-names.seed';
import { insertFields } from '../src/features/field-monitoring/field-monitoring.repository';
import { saveScore, scoresOf } from '../src/features/risk-report/risk-report.repository';
import { seedSearchFilters } from '../src/features/search-filters/search-filters.seed';
import { demoSku } from '../src/integrations/commerce/commerce-demo';
import { nowIso } from '../src/platform/db';
import { shopDay } from './commerce-support';
import { startTestServer, type IdentityHeaders, type TestServer } from './harness';

/**
 * Several shops, one install (docs/several-shops.md), for the catalogue functions: bulk prices, the price log,
 * display names, search filters, monitored fields and risk scores of one shop never show in another
 * (lists, counts, exports), another shop's id answers 404 as if it did not exist, the price log's
 * extra columns follow the shop's own option, and a display name saved in one shop leaves the other's.
 *
 * Written against the harness of the core helper: `server.addShop(name, options)` and a call's `shop`
 * (sent as X-Shop-Name).
 */
describe('catalogue functions of two shops', () => {
  const A = 'employee-store-us';
  const B = 'retail-b';
  let server: TestServer;
  let headers: IdentityHeaders;
  let a: ShopContext;
  let b: ShopContext;
  let priceId: number;
  let importJobId: number;

  beforeAll(async () => {
    // The first shop has the price log's extra columns by its name (PRICE_LOG_EXTRA_COLUMN_SHOPS' default); B has none.
    server = await startTestServer({ runWorker: false, config: { shopName: A } });
    await server.addShop(B, { priceLogColumns: false });
    await server.ctx.shops.refresh();
    a = server.ctx.shops.byName(A)!;
    b = server.ctx.shops.byName(B)!;
    // Both embedded stores hold the demo catalogue, so the same SKUs and product fields exist in both.
    await seedDemoCommerce(a.db, a.shop.id, { orders: 1 });
    await seedDemoCommerce(b.db, b.shop.id, { orders: 1 });
    await seedDemoDisplayNames(a.db, a.shop.id);
    await seedDemoDisplayNames(b.db, b.shop.id);
    await seedSearchFilters(a.db, a.shop.id, ['Power Tools', 'Hand Tools']);
    headers = (await server.operator(['showBulkPrice', 'showPriceControl', 'showMetafieldDisplayNames', 'showSolrFilters', 'showSalsify']))
      .headers;

    // Shop A: one scheduled price (counted on Price Control until it takes effect) and an import waiting for the worker.
    priceId = (
      await server.call(bulkPriceContract.update, {
        body: { MODEL: demoSku(1, 0), PRICE: '49.99', EFFECTIVE_DATE: shopDay(5), BELOW_MAPP_ITEM_TAG: false },
        headers,
        shop: A,
      })
    ).data().ID;
    importJobId = (
      await server.call(bulkPriceContract.upload, {
        body: { excelData: [{ MODEL: demoSku(2, 0), PRICE: '19.99', EFFECTIVE_DATE: shopDay(6) }] },
        headers,
        shop: A,
      })
    ).data().jobId;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('are two shops with their own ids', () => {
    expect(a.shop.id).not.toBe(b.shop.id);
    expect(a.shop.priceLogColumns).toBe(true);
    expect(b.shop.priceLogColumns).toBe(false);
  });

  it("lists a shop's bulk prices only in that shop, and another shop's price or import answers 404", async () => {
    const listOf = async (shop: string) =>
      (await server.call(bulkPriceContract.list, { body: { searchValue: '' }, query: {}, headers, shop })).data().rows;
    expect((await listOf(A)).map((r) => r.ID)).toEqual([priceId]);
    expect(await listOf(B)).toEqual([]);
    // Saving by A's id from B: the price does not exist there (404), and nothing is made in either shop.
    const foreign = await server.call(bulkPriceContract.update, {
      body: { ID: priceId, MODEL: demoSku(1, 0), PRICE: '1.99', EFFECTIVE_DATE: shopDay(7), BELOW_MAPP_ITEM_TAG: false },
      headers,
      shop: B,
    });
    expect(foreign.status).toBe(404);
    expect(await listOf(B)).toEqual([]);
    expect(await listOf(A)).toMatchObject([{ ID: priceId, PRICE: 49.99 }]);
    expect((await server.call(bulkPriceContract.importResults, { params: { jobId: importJobId }, headers, shop: B })).status).toBe(404);
    expect((await server.call(bulkPriceContract.importResults, { params: { jobId: importJobId }, headers, shop: A })).status).toBe(200);
    // The repository's own reads: counted and found only in their shop.
    const inDb = await server.ctx.db.selectFrom('bulk_prices').select(['id', 'shop_id']).execute();
    expect(inDb).toEqual([{ id: priceId, shop_id: a.shop.id }]);
  });

  it("counts, pages and exports a shop's price log only there; the extra columns follow the shop's option", async () => {
    const listOf = async (shop: string) => (await server.call(priceLogContract.list, { query: {}, headers, shop })).data().data;
    // The log lists what has taken effect; A's price comes in five days, so it is only counted as scheduled, in A.
    const inA = await listOf(A);
    expect(inA).toMatchObject({ total: 0, results: [], scheduled: 1, employeeStore: true });
    const inB = await listOf(B);
    expect(inB).toMatchObject({ total: 0, total_pages: 1, results: [], scheduled: 0, employeeStore: false });
    const exportOf = async (shop: string) =>
      (await server.call(priceLogContract.exportRows, { query: {}, headers, shop })).data().data.results;
    expect(await exportOf(A)).toEqual([]);
    expect(await exportOf(B)).toEqual([]);
  });

  it("keeps each shop's display names: a save in A leaves B's unchanged, and B's list has its own version", async () => {
    const listOf = async (shop: string) => (await server.call(displayNamesContract.list, { headers, shop })).data();
    const before = await listOf(A);
    const saved = await server.call(displayNamesContract.update, {
      body: { id: before.metaFieldId, updateList: [{ key: 'brand', value: 'Marke' }] },
      headers,
      shop: A,
    });
    expect(saved.data()).toMatchObject({ success: true, updated: 1 });
    expect((await listOf(A)).data.find((e) => e.key === 'brand')?.value).toBe('Marke');
    const inB = await listOf(B);
    expect(inB.data.find((e) => e.key === 'brand')?.value).toBe('Brand');
    expect(inB.metaFieldId).toMatch(/version=1$/);
    // A's newer list id is not B's: a save in B made from it is refused, and B keeps its names.
    const stale = await server.call(displayNamesContract.update, {
      body: { id: saved.data().metaFieldId, updateList: [{ key: 'color', value: 'Farbe' }] },
      headers,
      shop: B,
    });
    expect(stale.status).toBe(409);
    expect((await listOf(B)).data.find((e) => e.key === 'color')?.value).toBe('Color');
  });

  it("shows a shop's search filters only there; another shop's collection answers 404", async () => {
    const inA = (await server.call(searchFiltersContract.collections, { headers, shop: A })).data();
    expect(inA.collections.map((c) => c.title)).toEqual(['Hand Tools', 'Power Tools']);
    const inB = (await server.call(searchFiltersContract.collections, { headers, shop: B })).data();
    expect(inB).toMatchObject({ collections: [], msg: 'No collections found.' });
    expect((await server.call(searchFiltersContract.definitions, { headers, shop: B })).data().filtersDef).toEqual([]);
    const power = inA.collections.find((c) => c.handle === 'power-tools')!;
    for (const id of [power.id, power.handle]) {
      expect((await server.call(searchFiltersContract.collectionFilters, { params: { id }, headers, shop: B })).status).toBe(404);
      expect((await server.call(searchFiltersContract.collectionFilters, { params: { id }, headers, shop: A })).status).toBe(200);
    }
    expect((await server.call(searchFiltersContract.setActive, { body: { name: 'Brand', active: false }, headers, shop: B })).status).toBe(
      404,
    );
    const brand = (await server.call(searchFiltersContract.definitions, { headers, shop: A }))
      .data()
      .filtersDef.find((d) => d.name === 'Brand');
    expect(brand?.active).toBe(true);
  });

  it("keeps each shop's monitored fields: activating in A leaves B's, and A's own field is unknown in B", async () => {
    const fieldsOf = async (shop: string) => (await server.call(fieldMonitoringContract.fields, { headers, shop })).data();
    // Each shop's first read lists the fields of its own store; then A gets one field of its own.
    expect((await fieldsOf(A)).map((f) => f.field)).toContain('pim.color');
    expect((await fieldsOf(B)).map((f) => f.field)).toContain('pim.color');
    await insertFields(a.db, a.shop.id, ['pim.only_in_a'], nowIso());
    expect((await fieldsOf(A)).map((f) => f.field)).toContain('pim.only_in_a');
    const on = await server.call(fieldMonitoringContract.updateField, {
      body: { field: 'pim.color', active: true, delimiter: '' },
      headers,
      shop: A,
    });
    expect(on.status).toBe(200);
    const inB = await fieldsOf(B);
    expect(inB.map((f) => f.field)).not.toContain('pim.only_in_a');
    expect(inB.find((f) => f.field === 'pim.color')).toMatchObject({ active: false });
    expect((await fieldsOf(A)).find((f) => f.field === 'pim.color')).toMatchObject({ active: true });
    const foreign = await server.call(fieldMonitoringContract.updateField, {
      body: { field: 'pim.only_in_a', active: true, delimiter: '' },
      headers,
      shop: B,
    });
    expect(foreign.status).toBe(404);
    const selected = (await server.call(fieldMonitoringContract.selectAll, { body: { active: true }, headers, shop: B })).data();
    expect(selected.count).toBe(inB.length);
    expect((await fieldsOf(A)).find((f) => f.field === 'pim.brand')).toMatchObject({ active: false });
  });

  it("keeps each shop's risk score of an order id both stores use", async () => {
    // Stores number their orders each on its own: one order id in two shops is two orders, scored apart.
    const order = 'gid://shop/Order/1';
    const score = (n: number) => ({ order_id: order, score: n, version: 'test', reasons: '[]', raw: '{}', scored_at: nowIso() });
    await saveScore(a.db, a.shop.id, score(12));
    expect((await scoresOf(b.db, b.shop.id, [order])).size).toBe(0);
    await saveScore(b.db, b.shop.id, score(88));
    expect((await scoresOf(a.db, a.shop.id, [order])).get(order)?.score).toBe(12);
    expect((await scoresOf(b.db, b.shop.id, [order])).get(order)?.score).toBe(88);
  });
});
