import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchFiltersContract as c } from '@console/contracts/search-filters.contract';
import { seedSearchFilters } from '../src/features/search-filters/search-filters.seed';
import type { ProductDocument } from '../src/integrations/search-index/search-index.port';
import { startTestServer, type IdentityHeaders, type TestServer } from './harness';

/**
 * Search filters (docs/functions/commerce-tools.md §2.11, §4, §5, §7): collections, include/remove, settings, options, copy, definitions,
 * push to the index.
 */

const product = (n: number, type: string, vendor: string, color: string): ProductDocument => ({
  id: `gid://shop/Product/${n}`,
  handle: `p-${n}`,
  title: `${vendor} ${type} ${n}`,
  skus: [`SKU-${n}`],
  vendor,
  productType: type,
  tags: [],
  collections: [type.toLowerCase().replace(/ /g, '-')],
  priceCents: 1000 + n * 1500,
  attributes: { color: [color] },
});

describe('search filters', () => {
  let server: TestServer;
  let headers: IdentityHeaders;
  let powerId: string;
  let handId: string;

  beforeAll(async () => {
    server = await startTestServer({ runWorker: false });
    await seedSearchFilters(server.ctx.db, server.ctx.shop.id, ['Power Tools', 'Hand Tools', 'Storage']);
    const build = await server.ctx.searchIndex.beginBuild();
    await build.add([
      product(1, 'Power Tools', 'Northline', 'Red'),
      product(2, 'Power Tools', 'Ironhold', 'Black'),
      product(3, 'Power Tools', 'Northline', 'Black'),
      product(4, 'Hand Tools', 'Keystone', 'Red'),
    ]);
    await build.commit();
    headers = (await server.operator(['showSolrFilters'])).headers;
    const collections = (await server.call(c.collections, { headers })).data().collections;
    powerId = collections.find((x) => x.handle === 'power-tools')!.id;
    handId = collections.find((x) => x.handle === 'hand-tools')!.id;
  });
  afterAll(async () => {
    await server?.close();
  });

  const filtersOf = async (id: string) => (await server.call(c.collectionFilters, { params: { id }, headers })).data();

  it('lists collections and, per collection, every active definition with included ones first', async () => {
    const collections = (await server.call(c.collections, { headers })).data();
    expect(collections.status).toBe(true);
    expect(collections.collections.map((x) => x.title)).toEqual(['Hand Tools', 'Power Tools', 'Storage']);
    const answer = await filtersOf(powerId);
    expect(answer.status).toBe(true);
    expect(answer.filters.map((f) => `${f.filter.name}:${f.filter.included}`)).toEqual([
      'Brand:true',
      'Price:true',
      'Color:false',
      'Warranty:false',
      'Product Type:false',
    ]);
    // The inactive Rating definition is not offered; options list the values the index holds here.
    const brand = answer.filters[0]!;
    expect(brand.collection).toBe(powerId);
    expect(brand.options.map((o) => o.name)).toEqual(['Northline', 'Ironhold']);
    // The collection may also be named by its handle.
    expect((await filtersOf('power-tools')).filters).toHaveLength(5);
    expect((await server.call(c.collectionFilters, { params: { id: 'nope' }, headers })).status).toBe(404);
  });

  it('includes and removes a filter, and answers 400 with the reason when it cannot', async () => {
    const added = await server.call(c.include, { params: { id: powerId }, body: { collection: powerId, name: 'Color' }, headers });
    expect(added.status).toBe(200);
    expect(added.data()).toMatchObject({
      status: true,
      msg: 'Filter Color added to Power Tools.',
      configuration: { filter: { name: 'Color', included: true, style: 'Swatch' } },
    });
    const again = await server.call(c.include, { params: { id: powerId }, body: { collection: powerId, name: 'Color' }, headers });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ status: false, msg: 'Filter Color is already included in Power Tools.', configuration: null });
    const inactive = await server.call(c.include, { params: { id: powerId }, body: { name: 'Rating' }, headers });
    expect(inactive.status).toBe(400);
    expect(inactive.body).toMatchObject({ status: false, msg: 'Filter Rating is not an active filter definition.' });
    const removed = await server.call(c.remove, { params: { id: powerId }, body: { collection: powerId, name: 'Color' }, headers });
    expect(removed.data()).toMatchObject({ status: true, msg: 'Filter Color removed from Power Tools.' });
    const notThere = await server.call(c.remove, { params: { id: powerId }, body: { name: 'Color' }, headers });
    expect(notThere.status).toBe(400);
    expect(notThere.body).toMatchObject({ status: false, msg: 'Filter Color is not included in Power Tools.' });
    const audit = await server.ctx.db.selectFrom('audit_log').select('action').where('action', 'like', 'search-filters.%').execute();
    expect(audit.map((a) => a.action)).toEqual(['search-filters.include', 'search-filters.remove']);
  });

  it('updates a filter, keeping the dependent settings of docs/functions/commerce-tools.md §5 consistent', async () => {
    const res = await server.call(c.updateFilter, {
      params: { id: powerId },
      body: {
        name: 'Brand',
        order: 5,
        overwrite: 'Maker',
        style: 'List',
        custom: 'Range',
        params: 'x=1',
        customRange: true,
        customRangeButton: 'Go',
        optionFinder: true,
      },
      headers,
    });
    expect(res.data().filter).toMatchObject({
      name: 'Brand',
      order: 5,
      overwrite: 'Maker',
      style: 'List',
      custom: '',
      params: '',
      customRange: false,
      customRangeButton: '',
      optionFinder: true,
    });
    const custom = await server.call(c.updateFilter, {
      params: { id: powerId },
      body: { name: 'Brand', style: 'Custom', custom: 'Range', customRange: true, customRangeButton: 'Apply', params: 'step=5' },
      headers,
    });
    expect(custom.data().filter).toMatchObject({
      style: 'Custom',
      custom: 'Range',
      customRange: true,
      customRangeButton: 'Apply',
      params: 'step=5',
      optionFinder: false,
    });
    await server.call(c.updateFilter, { params: { id: powerId }, body: { name: 'Brand', style: 'List', optionFinder: true }, headers });
    const badOrder = await server.call(c.updateFilter, { params: { id: powerId }, body: { name: 'Brand', order: 'abc' }, headers });
    expect(badOrder.status).toBe(400);
    expect(badOrder.error().fieldErrors).toHaveProperty(['body.order']);
    const notIncluded = await server.call(c.updateFilter, { params: { id: powerId }, body: { name: 'Warranty', order: 1 }, headers });
    expect(notIncluded.status).toBe(400);
  });

  it('stores the options of a filter and copies the configuration to other collections', async () => {
    const options = [
      { name: 'Ironhold', order: 0, overwrite: 'Ironhold Pro', show: true },
      { name: 'Northline', order: 1, overwrite: '', show: true },
    ];
    const res = await server.call(c.updateOptions, {
      params: { id: powerId },
      body: { collection: powerId, filter: 'Brand', options },
      headers,
    });
    expect(res.data().filter.options).toEqual(options);
    const dup = await server.call(c.updateOptions, {
      params: { id: powerId },
      body: { filter: { name: 'Brand' }, options: [...options, options[0]] },
      headers,
    });
    expect(dup.status).toBe(400);
    const brandRow = (await filtersOf(powerId)).filters.find((f) => f.filter.name === 'Brand')!;
    const copy = await server.call(c.copy, { body: { filters: [brandRow], collections: [handId] }, headers });
    expect(copy.data()).toMatchObject({ status: true, copied: 1 });
    const copied = (await filtersOf(handId)).filters.find((f) => f.filter.name === 'Brand')!;
    expect(copied.filter).toMatchObject({ included: true, order: 5, overwrite: 'Maker', optionFinder: true });
    expect(copied.options.slice(0, 2)).toEqual(options);
    const noTargets = await server.call(c.copy, { body: { filters: [brandRow], collections: [] }, headers });
    expect(noTargets.status).toBe(400);
  });

  it('changes definitions: active, UI and SOLR settings', async () => {
    const list = (await server.call(c.definitions, { headers })).data();
    expect(list.filtersDef.map((d) => d.name)).toEqual(['Brand', 'Price', 'Color', 'Warranty', 'Product Type', 'Rating']);
    const rating = await server.call(c.setActive, { body: { name: 'Rating', active: true }, headers });
    expect(rating.data()).toMatchObject({ name: 'Rating', active: true });
    expect((await filtersOf(powerId)).filters.map((f) => f.filter.name)).toContain('Rating');
    const ui = await server.call(c.updateDefinitionUi, {
      body: { name: 'Color', overwrite: 'Colour', style: 'Dropdown', counts: false },
      headers,
    });
    expect(ui.data()).toMatchObject({ name: 'Color', overwrite: 'Colour', style: 'Dropdown', counts: false });
    const solr = await server.call(c.updateDefinitionSolr, {
      body: { name: 'Color', field: 'color', type: 'terms', output: false, search: true },
      headers,
    });
    expect(solr.data()).toMatchObject({ field: 'color', output: false, search: true });
    const unknown = await server.call(c.setActive, { body: { name: 'Nope', active: true }, headers });
    expect(unknown.status).toBe(404);
    await server.call(c.setActive, { body: { name: 'Rating', active: false }, headers });
  });

  it('pushes the configuration to the index with Update Collections; the index then answers those facets', async () => {
    const before = (await server.call(c.preview, { params: { id: powerId }, headers })).data();
    expect(before.total).toBe(3);
    expect(before.facets).toEqual([]);
    const pushed = await server.call(c.updateCollections, { headers });
    expect(pushed.data()).toEqual({ status: true, msg: 'Filters updated for 3 collections.' });
    const after = (await server.call(c.preview, { params: { id: powerId }, headers })).data();
    expect(after.facets.map((f) => f.label)).toEqual(['Price', 'Maker']);
    expect(after.facets[1]!.values).toEqual([
      { value: 'Ironhold', label: 'Ironhold Pro', count: 1 },
      { value: 'Northline', label: 'Northline', count: 2 },
    ]);
    const chosen = (
      await server.call(c.preview, { params: { id: powerId }, query: { selected: JSON.stringify({ Brand: ['Northline'] }) }, headers })
    ).data();
    expect(chosen.products.map((p) => p.handle).sort()).toEqual(['p-1', 'p-3']);
    const bad = await server.call(c.preview, { params: { id: powerId }, query: { selected: '{oops' }, headers });
    expect(bad.status).toBe(400);
  });

  it('refuses operators without the SOLR Filters flag', async () => {
    const other = await server.operatorSession(['showSolr']);
    expect((await server.call(c.collections, { headers: other.headers })).status).toBe(403);
    expect((await server.call(c.updateCollections, { headers: other.headers })).status).toBe(403);
  });
});
