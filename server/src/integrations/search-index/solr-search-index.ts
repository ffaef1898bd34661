import { randomUUID } from 'node:crypto';
import {
  PRICE_BUCKETS,
  bucketKey,
  bucketLabel,
  GLOBAL_FACETS,
  type CollectionFacets,
  type Facet,
  type IndexBuild,
  type ProductDocument,
  type SearchIndex,
  type SearchResult,
} from './search-index.port';
import type { Shop } from '../../app-context';
import { FIRST_SHOP_ID } from '../../platform/shop-id';

/** Solr field of a facet: dynamic fields (`*_s`, `*_ss`, `*_l`) of the default schema. */
function solrField(facet: Pick<Facet, 'field'>): string {
  switch (facet.field) {
    case 'vendor':
      return 'vendor_s';
    case 'productType':
      return 'product_type_s';
    case 'tags':
      return 'tags_ss';
    case 'collections':
      return 'collections_ss';
    case 'priceCents':
      return 'price_cents_l';
    default:
      return `attr_${facet.field.replace(/[^A-Za-z0-9_]/g, '_')}_ss`;
  }
}

const quote = (value: string) => `"${value.replace(/(["\\])/g, '\\$1')}"`;

function toSolr(doc: ProductDocument, build: string, shopField: Record<string, string>): Record<string, unknown> {
  const attributes = Object.fromEntries(Object.entries(doc.attributes).map(([name, values]) => [solrField({ field: name }), values]));
  return {
    id: `${build}:${doc.id}`,
    doc_type_s: 'product',
    build_s: build,
    product_id_s: doc.id,
    handle_s: doc.handle,
    title_t: doc.title,
    sku_ss: doc.skus,
    vendor_s: doc.vendor,
    product_type_s: doc.productType,
    tags_ss: doc.tags,
    collections_ss: doc.collections,
    price_cents_l: doc.priceCents,
    ...shopField,
    ...attributes,
  };
}

/**
 * Solr through its JSON update and select APIs (SEARCH_INDEX_URL = the core's URL). Every build
 * writes its documents under its own build id; commit points the 'live' record at the new build and
 * deletes older builds, and searches only read the live build, so a failed build never shows.
 *
 * Several shops may share one core (docs/several-shops.md): the first shop keeps the records and documents an
 * install from before wrote (no `shop_s`); every other shop's documents carry `shop_s` and its own live
 * and filter records, and a commit deletes only its own shop's older builds.
 */
export function createSolrSearchIndex(coreUrl: string, shop: Pick<Shop, 'id' | 'name'>, fetchImpl: typeof fetch = fetch): SearchIndex {
  const base = coreUrl.replace(/\/$/, '');
  const first = shop.id === FIRST_SHOP_ID;
  const LIVE = first ? 'search-sync:live' : `search-sync:live:${shop.name}`;
  const FILTERS = first ? 'search-filters:config' : `search-filters:config:${shop.name}`;
  const shopField: Record<string, string> = first ? {} : { shop_s: shop.name };
  const ownDocuments = first ? '-shop_s:[* TO *]' : `shop_s:${quote(shop.name)}`;

  async function solr(pathAndQuery: string, body?: unknown): Promise<Record<string, unknown>> {
    const res = await fetchImpl(`${base}${pathAndQuery}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
    if (!res.ok) throw new Error(`Solr answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    return (await res.json()) as Record<string, unknown>;
  }

  async function record(id: string): Promise<Record<string, unknown> | null> {
    const answer = await solr(`/get?id=${encodeURIComponent(id)}&wt=json`);
    return (answer.doc as Record<string, unknown> | null) ?? null;
  }

  const liveBuild = async () => (await record(LIVE))?.live_build_s as string | undefined;
  const numFound = (answer: Record<string, unknown>) => Number((answer.response as { numFound?: number } | undefined)?.numFound ?? 0);

  return {
    name: 'solr',
    async beginBuild(): Promise<IndexBuild> {
      const build = randomUUID();
      return {
        async add(documents) {
          if (documents.length > 0)
            await solr(
              '/update?wt=json',
              documents.map((d) => toSolr(d, build, shopField)),
            );
        },
        async commit() {
          await solr('/update?wt=json', { add: { doc: { id: LIVE, doc_type_s: 'config', live_build_s: build } } });
          await solr('/update?wt=json&commit=true', {
            delete: { query: `doc_type_s:product AND ${ownDocuments} AND -build_s:${quote(build)}` },
          });
          return { documents: numFound(await solr(`/select?wt=json&rows=0&q=${encodeURIComponent(`build_s:${quote(build)}`)}`)) };
        },
        async abort() {
          await solr('/update?wt=json&commit=true', { delete: { query: `build_s:${quote(build)}` } });
        },
      };
    },
    async count() {
      const build = await liveBuild();
      if (!build) return 0;
      return numFound(await solr(`/select?wt=json&rows=0&q=${encodeURIComponent(`build_s:${quote(build)}`)}`));
    },
    async setFacets(configuration: readonly CollectionFacets[]) {
      await solr('/update?wt=json&commit=true', {
        add: { doc: { id: FILTERS, doc_type_s: 'config', json_s: JSON.stringify(configuration) } },
      });
    },
    async search(query): Promise<SearchResult> {
      const build = await liveBuild();
      const stored = query.facets ? undefined : (await record(FILTERS))?.json_s;
      const all = typeof stored === 'string' ? (JSON.parse(stored) as CollectionFacets[]) : [];
      const facets = [...(query.facets ?? all.find((c) => c.collection === (query.collection ?? GLOBAL_FACETS))?.facets ?? [])].sort(
        (a, b) => a.order - b.order,
      );
      const params = new URLSearchParams({
        wt: 'json',
        rows: String(query.limit ?? 24),
        q: query.text?.trim() ? query.text.trim() : '*:*',
        defType: 'edismax',
        qf: 'title_t handle_s sku_ss',
        facet: 'true',
        'facet.mincount': '1',
      });
      params.append('fq', `doc_type_s:product AND build_s:${quote(build ?? 'none')}`);
      if (query.collection) params.append('fq', `collections_ss:${quote(query.collection)}`);
      for (const facet of facets) {
        const selected = query.selected?.[facet.name] ?? [];
        if (selected.length > 0)
          params.append(
            'fq',
            selected.map((v) => (facet.type === 'range' ? rangeQuery(facet, v) : `${solrField(facet)}:${quote(v)}`)).join(' OR '),
          );
        if (facet.type === 'range')
          for (const [from, to] of PRICE_BUCKETS) params.append('facet.query', rangeQuery(facet, bucketKey(from, to)));
        else params.append('facet.field', solrField(facet));
      }
      const answer = await solr(`/select?${params.toString()}`);
      const docs = ((answer.response as { docs?: Array<Record<string, unknown>> } | undefined)?.docs ?? []).map((d) => ({
        id: String(d.product_id_s),
        handle: String(d.handle_s ?? ''),
        title: String(d.title_t ?? ''),
        priceCents: Number(d.price_cents_l ?? 0),
      }));
      const counts = (answer.facet_counts ?? {}) as {
        facet_fields?: Record<string, Array<string | number>>;
        facet_queries?: Record<string, number>;
      };
      return {
        total: numFound(answer),
        products: docs,
        facets: facets.map((facet) => ({ name: facet.name, label: facet.label || facet.name, values: facetAnswer(facet, counts) })),
      };
    },
  };
}

function rangeQuery(facet: Facet, key: string): string {
  const [from, to] = key.split('-');
  return `${solrField(facet)}:[${Number(from)} TO ${to ? `${Number(to)}}` : '*]'}`;
}

function facetAnswer(
  facet: Facet,
  counts: { facet_fields?: Record<string, Array<string | number>>; facet_queries?: Record<string, number> },
) {
  const options = new Map(facet.options.map((o) => [o.value, o]));
  let values: Array<{ value: string; label: string; count: number }>;
  if (facet.type === 'range') {
    values = PRICE_BUCKETS.map(([from, to]) => ({
      value: bucketKey(from, to),
      label: bucketLabel(from, to),
      count: counts.facet_queries?.[rangeQuery(facet, bucketKey(from, to))] ?? 0,
    })).filter((v) => v.count > 0);
  } else {
    const flat = counts.facet_fields?.[solrField(facet)] ?? [];
    values = [];
    for (let i = 0; i + 1 < flat.length; i += 2)
      values.push({ value: String(flat[i]), label: String(flat[i]), count: Number(flat[i + 1]) });
  }
  const order = (v: string) => options.get(v)?.order ?? Number.MAX_SAFE_INTEGER;
  return values
    .filter((v) => options.get(v.value)?.show !== false)
    .sort((a, b) => order(a.value) - order(b.value))
    .map((v) => ({ ...v, label: options.get(v.value)?.label || v.label }));
}
