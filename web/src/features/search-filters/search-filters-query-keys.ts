import { featureQueryKeys } from '../../ui/query-keys';

/** A collection's facet preview for a query; given no fields, every preview. */
export interface FacetPreviewQuery {
  collection?: string;
  query?: string;
}

/** The collections, each collection's filters (the list, by collection), the filter definitions and the facet previews. */
export const filterKeys = featureQueryKeys<
  'search-filters',
  { collection: string | null },
  never,
  { collections: void; definitions: void; preview: FacetPreviewQuery }
>('search-filters');
