import { PRICE_BUCKETS, bucketKey, bucketLabel, type Facet, type FacetValue, type ProductDocument } from './search-index.port';

/** The values a document carries for a facet: bucket keys for a range facet, terms otherwise. */
export function valuesOf(doc: ProductDocument, facet: Pick<Facet, 'field' | 'type'>): string[] {
  if (facet.type === 'range') {
    const price = facet.field === 'priceCents' ? doc.priceCents : Number(doc.attributes[facet.field]?.[0]);
    const bucket = PRICE_BUCKETS.find(([from, to]) => price >= from && (to === null || price < to));
    return bucket && Number.isFinite(price) ? [bucketKey(bucket[0], bucket[1])] : [];
  }
  switch (facet.field) {
    case 'vendor':
      return doc.vendor ? [doc.vendor] : [];
    case 'productType':
      return doc.productType ? [doc.productType] : [];
    case 'tags':
      return doc.tags;
    case 'collections':
      return doc.collections;
    default:
      return doc.attributes[facet.field] ?? [];
  }
}

/** A document matches when, for every facet with a selection, it has one of the selected values. */
export function matchesSelection(doc: ProductDocument, facets: readonly Facet[], selected: Record<string, string[]>): boolean {
  return facets.every((facet) => {
    const wanted = selected[facet.name];
    if (!wanted || wanted.length === 0) return true;
    const values = valuesOf(doc, facet);
    return wanted.some((w) => values.includes(w));
  });
}

function defaultLabel(facet: Facet, value: string): string {
  if (facet.type !== 'range') return value;
  const [from, to] = value.split('-');
  return bucketLabel(Number(from), to ? Number(to) : null);
}

/**
 * Counts a facet's values over the matching documents and orders them as configured: listed
 * options first by their order (hidden ones dropped), then the rest by count (ranges by bucket). Options relabel values.
 */
export function facetValues(docs: readonly ProductDocument[], facet: Facet): FacetValue[] {
  const counts = new Map<string, number>();
  for (const doc of docs) for (const value of new Set(valuesOf(doc, facet))) counts.set(value, (counts.get(value) ?? 0) + 1);
  const options = new Map(facet.options.map((o) => [o.value, o]));
  const configured = [...counts.keys()]
    .filter((v) => options.has(v))
    .sort((a, b) => (options.get(a)?.order ?? 0) - (options.get(b)?.order ?? 0));
  const byCount = (a: string, b: string) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || a.localeCompare(b);
  const byBucket = (a: string, b: string) => parseInt(a, 10) - parseInt(b, 10);
  const rest = [...counts.keys()].filter((v) => !options.has(v)).sort(facet.type === 'range' ? byBucket : byCount);
  return [...configured, ...rest]
    .filter((v) => options.get(v)?.show !== false)
    .map((value) => ({ value, label: options.get(value)?.label || defaultLabel(facet, value), count: counts.get(value) ?? 0 }));
}
