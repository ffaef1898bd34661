/**
 * The product search index ('SOLR' in the spec, docs/glossary.md). The sync builds a whole new index
 * and makes it live only when complete (`commit`), so a failed or killed build never empties or
 * half-fills the index that answers searches. Search filters (facets) are configured per collection
 * and pushed with `setFacets`; `search` answers with the configured facets.
 */

/** One product as the index holds it. */
export interface ProductDocument {
  /** The product's id at the store platform (gid). */
  id: string;
  handle: string;
  title: string;
  skus: string[];
  vendor: string;
  productType: string;
  tags: string[];
  /** Handles of the collections the product belongs to. */
  collections: string[];
  /** Lowest variant price, integer cents. */
  priceCents: number;
  /** Further facet values by field name (e.g. metafields), each a list. */
  attributes: Record<string, string[]>;
}

/** How a facet's values are bucketed: distinct terms, or price ranges in cents. */
export type FacetType = 'terms' | 'range';

export interface FacetOption {
  /** The stored value (a term, or `from-to` in cents for a range bucket). */
  value: string;
  /** Label shown instead of the value; empty keeps the value. */
  label: string;
  order: number;
  show: boolean;
}

export interface Facet {
  /** Filter name, unique within a collection. */
  name: string;
  /** Label shown in the shop (the 'Overwrite' of the filter), empty keeps the name. */
  label: string;
  /** Document field: vendor, productType, tags, priceCents, or an attribute name. */
  field: string;
  type: FacetType;
  order: number;
  /** Configured options; values not listed here are shown after them, in count order. */
  options: FacetOption[];
  /** UI settings passed through to the shop (style, counts, expand, …). */
  settings: Record<string, unknown>;
}

/** The facets of one collection; the collection `*` holds the global (search page) facets. */
export interface CollectionFacets {
  collection: string;
  facets: Facet[];
}

export interface SearchQuery {
  /** Free text; empty matches every product. */
  text?: string;
  /** Only products of this collection; its facets answer. Without it the global facets answer. */
  collection?: string;
  /** Selected values by facet name. */
  selected?: Record<string, string[]>;
  /** Facets to answer instead of the pushed ones (e.g. to list a filter's values before it is pushed). */
  facets?: Facet[];
  limit?: number;
}

export interface FacetValue {
  value: string;
  label: string;
  count: number;
}

export interface SearchResult {
  total: number;
  products: Array<Pick<ProductDocument, 'id' | 'handle' | 'title' | 'priceCents'>>;
  facets: Array<{ name: string; label: string; values: FacetValue[] }>;
}

/** A new index being built; nothing of it answers searches before `commit`. */
export interface IndexBuild {
  add(documents: readonly ProductDocument[]): Promise<void>;
  /** Makes the new index live in one step; answers how many documents it holds. */
  commit(): Promise<{ documents: number }>;
  /** Throws the build away; the live index is untouched. */
  abort(): Promise<void>;
}

export interface SearchIndex {
  readonly name: string;
  beginBuild(): Promise<IndexBuild>;
  /** Documents in the live index. */
  count(): Promise<number>;
  setFacets(configuration: readonly CollectionFacets[]): Promise<void>;
  search(query: SearchQuery): Promise<SearchResult>;
}

/** The global facets' collection key. */
export const GLOBAL_FACETS = '*';

/** Price buckets of a range facet, in cents: `from-to`, the last open-ended. */
export const PRICE_BUCKETS: ReadonlyArray<readonly [number, number | null]> = [
  [0, 2500],
  [2500, 5000],
  [5000, 10000],
  [10000, 25000],
  [25000, null],
];

export function bucketKey(from: number, to: number | null): string {
  return `${from}-${to ?? ''}`;
}

export function bucketLabel(from: number, to: number | null): string {
  const dollars = (cents: number) => `$${(cents / 100).toFixed(0)}`;
  return to === null ? `${dollars(from)} and above` : `${dollars(from)} - ${dollars(to)}`;
}
