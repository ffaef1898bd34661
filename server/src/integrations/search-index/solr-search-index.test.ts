import { describe, expect, it } from 'vitest';
import { createSolrSearchIndex } from './solr-search-index';
import type { ProductDocument } from './search-index.port';
import { FIRST_SHOP_ID, shopIdOf } from '../../platform/shop-id';

const FIRST = { id: FIRST_SHOP_ID, name: 'employee-store-dev' };

const doc: ProductDocument = {
  id: 'gid://shop/Product/1',
  handle: 'drill',
  title: 'Drill',
  skus: ['DR-1'],
  vendor: 'Acme',
  productType: 'Power Tools',
  tags: [],
  collections: ['power-tools'],
  priceCents: 4999,
  attributes: { color: ['Red'] },
};

/** The requests the Solr adapter makes, answered by a recording fake of Solr's HTTP API. */
function fakeSolr(shop: { id: typeof FIRST_SHOP_ID; name: string } = FIRST) {
  const calls: Array<{ url: string; body: unknown }> = [];
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined });
    const answer = url.includes('/get?')
      ? { doc: { live_build_s: 'b1' } }
      : {
          response: { numFound: 1, docs: [{ product_id_s: doc.id, handle_s: 'drill', title_t: 'Drill', price_cents_l: 4999 }] },
          facet_counts: { facet_fields: { vendor_s: ['Acme', 1] } },
        };
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { calls, index: createSolrSearchIndex('http://solr.test/solr/products/', shop, fetchImpl) };
}

describe('Solr search index', () => {
  it('writes a build under its own id and, on commit, points the live record at it and deletes older builds', async () => {
    const { calls, index } = fakeSolr();
    const build = await index.beginBuild();
    await build.add([doc]);
    await build.commit();
    const [add, live, purge] = calls;
    expect(add?.url).toBe('http://solr.test/solr/products/update?wt=json');
    const [added] = add?.body as Array<Record<string, unknown>>;
    const buildId = added?.build_s as string;
    expect(added).toMatchObject({
      id: `${buildId}:${doc.id}`,
      doc_type_s: 'product',
      product_id_s: doc.id,
      sku_ss: ['DR-1'],
      attr_color_ss: ['Red'],
      price_cents_l: 4999,
    });
    expect(live?.body).toEqual({ add: { doc: { id: 'search-sync:live', doc_type_s: 'config', live_build_s: buildId } } });
    expect(purge?.url).toContain('commit=true');
    // Only the first shop's own older builds: another shop's documents in the same core carry shop_s.
    expect(purge?.body).toEqual({ delete: { query: `doc_type_s:product AND -shop_s:[* TO *] AND -build_s:"${buildId}"` } });
  });

  it("keeps another shop's documents, live build and filters apart in a shared core", async () => {
    const { calls, index } = fakeSolr({ id: shopIdOf(2), name: 'employee-store-ca' });
    const build = await index.beginBuild();
    await build.add([doc]);
    await build.commit();
    await index.setFacets([]);
    const [add, live, purge] = calls;
    const facets = calls.at(-1);
    const [added] = add?.body as Array<Record<string, unknown>>;
    const buildId = added?.build_s as string;
    expect(added).toMatchObject({ shop_s: 'employee-store-ca', doc_type_s: 'product' });
    expect(live?.body).toEqual({ add: { doc: { id: 'search-sync:live:employee-store-ca', doc_type_s: 'config', live_build_s: buildId } } });
    expect(purge?.body).toEqual({ delete: { query: `doc_type_s:product AND shop_s:"employee-store-ca" AND -build_s:"${buildId}"` } });
    expect(facets?.body).toMatchObject({ add: { doc: { id: 'search-filters:config:employee-store-ca' } } });
  });

  it('aborts a build by deleting only its documents', async () => {
    const { calls, index } = fakeSolr();
    const build = await index.beginBuild();
    await build.abort();
    expect(calls[0]?.body).toMatchObject({ delete: { query: expect.stringMatching(/^build_s:"[0-9a-f-]+"$/) as unknown } });
  });

  it('searches only the live build with the facets asked for', async () => {
    const { calls, index } = fakeSolr();
    const result = await index.search({
      collection: 'power-tools',
      facets: [{ name: 'Brand', label: 'Maker', field: 'vendor', type: 'terms', order: 1, options: [], settings: {} }],
    });
    const select = new URL(calls.at(-1)!.url);
    expect(select.searchParams.getAll('fq')).toEqual(['doc_type_s:product AND build_s:"b1"', 'collections_ss:"power-tools"']);
    expect(select.searchParams.getAll('facet.field')).toEqual(['vendor_s']);
    expect(result).toEqual({
      total: 1,
      products: [{ id: doc.id, handle: 'drill', title: 'Drill', priceCents: 4999 }],
      facets: [{ name: 'Brand', label: 'Maker', values: [{ value: 'Acme', label: 'Acme', count: 1 }] }],
    });
  });
});
