import MiniSearch, { type Options } from 'minisearch';
import type { IndexDocumentStore } from './index-store';
import { facetValues, matchesSelection } from './facets';
import {
  GLOBAL_FACETS,
  type CollectionFacets,
  type IndexBuild,
  type ProductDocument,
  type SearchIndex,
  type SearchQuery,
  type SearchResult,
} from './search-index.port';

type Indexed = ProductDocument & { skuText: string; tagText: string };

const OPTIONS: Options<Indexed> = {
  idField: 'id',
  fields: ['title', 'handle', 'skuText', 'vendor', 'productType', 'tagText'],
  searchOptions: { prefix: true, fuzzy: 0.2, combineWith: 'AND', boost: { title: 2, skuText: 3 } },
};

interface Live {
  version: string;
  /**
   * Built at the first text search, not at commit or load: the sync job runs in the worker, while
   * each web instance answers searches from the stored documents, so a term index made at commit
   * would mostly be thrown away; browsing without text needs none.
   */
  search: MiniSearch<Indexed> | null;
  documents: Map<string, ProductDocument>;
}

function termIndex(live: Live): MiniSearch<Indexed> {
  if (!live.search) {
    live.search = new MiniSearch<Indexed>(OPTIONS);
    live.search.addAll([...live.documents.values()].map(indexed));
  }
  return live.search;
}

/** Only the documents are stored: an instance that loads them builds its own MiniSearch index, so a sync does not serialise one. */
interface StoredIndex {
  builtAt: string;
  documents: ProductDocument[];
}

const indexed = (doc: ProductDocument): Indexed => ({ ...doc, skuText: doc.skus.join(' '), tagText: doc.tags.join(' ') });

/**
 * The offline index: MiniSearch, kept as one document in `store` (a file under DATA_DIR on SQLite,
 * a row on PostgreSQL). A build is held in memory and replaces the live document whole on commit,
 * so the live index is always complete. Every instance reloads it when its version changes.
 */
export function createEmbeddedSearchIndex(store: IndexDocumentStore): SearchIndex {
  const INDEX = 'products';
  const FACETS = 'facets';
  let live: Live | null = null;
  let facets: { version: string; byCollection: Map<string, CollectionFacets> } | null = null;

  async function current(): Promise<Live | null> {
    const changed = await store.version(INDEX);
    if (changed === null) return null;
    if (live && live.version === changed) return live;
    const read = await store.read(INDEX);
    if (!read) return null;
    const stored = JSON.parse(read.text) as StoredIndex;
    live = { version: read.version, search: null, documents: new Map(stored.documents.map((d) => [d.id, d])) };
    return live;
  }

  async function currentFacets(): Promise<Map<string, CollectionFacets>> {
    const changed = await store.version(FACETS);
    if (changed === null) return new Map();
    if (facets && facets.version === changed) return facets.byCollection;
    const read = await store.read(FACETS);
    if (!read) return new Map();
    const stored = JSON.parse(read.text) as CollectionFacets[];
    facets = { version: read.version, byCollection: new Map(stored.map((c) => [c.collection, c])) };
    return facets.byCollection;
  }

  return {
    name: 'embedded',
    async beginBuild(): Promise<IndexBuild> {
      const documents = new Map<string, ProductDocument>();
      let open = true;
      return {
        async add(batch) {
          if (!open) throw new Error('The index build is closed');
          // A product met twice (e.g. a page read again) is indexed once, with its latest data.
          for (const doc of batch) documents.set(doc.id, doc);
        },
        async commit() {
          if (!open) throw new Error('The index build is closed');
          open = false;
          const stored: StoredIndex = { builtAt: new Date().toISOString(), documents: [...documents.values()] };
          const version = await store.write(INDEX, JSON.stringify(stored));
          live = { version, search: null, documents };
          return { documents: documents.size };
        },
        async abort() {
          open = false;
        },
      };
    },
    async count() {
      return (await current())?.documents.size ?? 0;
    },
    async setFacets(configuration) {
      await store.write(FACETS, JSON.stringify(configuration));
      facets = null;
    },
    async search(query: SearchQuery): Promise<SearchResult> {
      const index = await current();
      const configured = query.facets ?? (await currentFacets()).get(query.collection ?? GLOBAL_FACETS)?.facets ?? [];
      if (!index)
        return { total: 0, products: [], facets: configured.map((f) => ({ name: f.name, label: f.label || f.name, values: [] })) };
      const text = query.text?.trim();
      const hits = text
        ? termIndex(index)
            .search(text)
            .map((hit) => index.documents.get(String(hit.id)))
        : [...index.documents.values()];
      const inCollection = hits.filter(
        (doc): doc is ProductDocument => doc !== undefined && (!query.collection || doc.collections.includes(query.collection)),
      );
      const matching = inCollection.filter((doc) => matchesSelection(doc, configured, query.selected ?? {}));
      const ordered = [...configured].sort((a, b) => a.order - b.order);
      return {
        total: matching.length,
        products: matching.slice(0, query.limit ?? 24).map(({ id, handle, title, priceCents }) => ({ id, handle, title, priceCents })),
        facets: ordered.map((facet) => ({ name: facet.name, label: facet.label || facet.name, values: facetValues(matching, facet) })),
      };
    },
  };
}
