import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmbeddedSearchIndex } from './embedded-search-index';
import { fileIndexStore } from './index-store';
import type { ProductDocument } from './search-index.port';
import { FIRST_SHOP_ID, shopIdOf } from '../../platform/shop-id';

/** The shop the environment defines, whose index stays where an install from before kept it. */
const FIRST = { id: FIRST_SHOP_ID, name: 'employee-store-dev' };

const doc = (n: number, extra: Partial<ProductDocument> = {}): ProductDocument => ({
  id: `gid://shop/Product/${n}`,
  handle: `drill-${n}`,
  title: `Cordless Drill ${n}`,
  skus: [`DR-${n}`],
  vendor: n % 2 ? 'Acme' : 'Bolt',
  productType: 'Drill',
  tags: [],
  collections: n % 3 ? ['power-tools'] : ['sale'],
  priceCents: n * 1000,
  attributes: { color: [n % 2 ? 'Red' : 'Blue'] },
  ...extra,
});

describe('embedded search index', () => {
  const dirs: string[] = [];
  const fresh = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers only from a committed build and keeps it when a later build is aborted', async () => {
    const dataDir = fresh();
    const index = createEmbeddedSearchIndex(fileIndexStore(dataDir, FIRST));
    const first = await index.beginBuild();
    await first.add([doc(1), doc(2)]);
    expect(await index.count()).toBe(0);
    expect(await first.commit()).toEqual({ documents: 2 });
    const second = await index.beginBuild();
    await second.add([doc(3)]);
    await second.abort();
    expect(await index.count()).toBe(2);
    // Another instance on the same DATA_DIR reads the same live index.
    const other = createEmbeddedSearchIndex(fileIndexStore(dataDir, FIRST));
    expect((await other.search({ text: 'DR-2' })).products.map((p) => p.handle)).toEqual(['drill-2']);
    expect(fs.readdirSync(path.join(dataDir, 'search-index')).filter((f) => f.includes('.tmp-'))).toEqual([]);
  });

  it("keeps each shop's index apart, the first shop's where it always was", async () => {
    const dataDir = fresh();
    const a = createEmbeddedSearchIndex(fileIndexStore(dataDir, FIRST));
    const b = createEmbeddedSearchIndex(fileIndexStore(dataDir, { id: shopIdOf(2), name: 'employee-store-ca' }));
    const build = await a.beginBuild();
    await build.add([doc(1), doc(2)]);
    await build.commit();
    await b.setFacets([]);
    expect(await a.count()).toBe(2);
    expect(await b.count()).toBe(0);
    expect((await b.search({ text: 'DR-1' })).products).toEqual([]);
    expect(fs.existsSync(path.join(dataDir, 'search-index', 'products.json'))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'search-index', 'shops', 'employee-store-ca', 'facets.json'))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'search-index', 'shops', 'employee-store-ca', 'products.json'))).toBe(false);
  });

  it('indexes a product met twice in one build once', async () => {
    const index = createEmbeddedSearchIndex(fileIndexStore(fresh(), FIRST));
    const build = await index.beginBuild();
    await build.add([doc(1), doc(2)]);
    await build.add([doc(1, { title: 'Renamed' })]);
    expect(await build.commit()).toEqual({ documents: 2 });
    expect((await index.search({ text: 'Renamed' })).products.map((p) => p.id)).toEqual(['gid://shop/Product/1']);
  });

  it('answers the configured facets of a collection, ordered, relabelled and filtered by selection', async () => {
    const index = createEmbeddedSearchIndex(fileIndexStore(fresh(), FIRST));
    const build = await index.beginBuild();
    await build.add([1, 2, 4, 5, 7, 8].map((n) => doc(n)));
    await build.commit();
    await index.setFacets([
      {
        collection: 'power-tools',
        facets: [
          { name: 'Price', label: '', field: 'priceCents', type: 'range', order: 2, options: [], settings: {} },
          {
            name: 'Brand',
            label: 'Maker',
            field: 'vendor',
            type: 'terms',
            order: 1,
            options: [{ value: 'Bolt', label: 'Bolt Tools', order: 0, show: true }],
            settings: {},
          },
          {
            name: 'Color',
            label: '',
            field: 'color',
            type: 'terms',
            order: 3,
            options: [{ value: 'Blue', label: '', order: 0, show: false }],
            settings: {},
          },
        ],
      },
    ]);
    const all = await index.search({ collection: 'power-tools' });
    expect(all.total).toBe(6);
    expect(all.facets.map((f) => f.label)).toEqual(['Maker', 'Price', 'Color']);
    expect(all.facets[0]?.values).toEqual([
      { value: 'Bolt', label: 'Bolt Tools', count: 3 },
      { value: 'Acme', label: 'Acme', count: 3 },
    ]);
    expect(all.facets[2]?.values).toEqual([{ value: 'Red', label: 'Red', count: 3 }]);
    expect(all.facets[1]?.values.map((v) => `${v.label}:${v.count}`)).toEqual(['$0 - $25:2', '$25 - $50:1', '$50 - $100:3']);
    const bolt = await index.search({ collection: 'power-tools', selected: { Brand: ['Bolt'] } });
    expect(bolt.products.map((p) => p.handle).sort()).toEqual(['drill-2', 'drill-4', 'drill-8']);
    // Without a collection the global facets answer: none configured here.
    expect((await index.search({})).facets).toEqual([]);
  });
});
