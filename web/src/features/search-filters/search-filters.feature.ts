import { lazy } from 'react';
import { defineWebFeature } from '../../ui/feature-definition';
import { filterKeys } from './search-filters-query-keys';

/** The search-filters feature's part of the shell: see web/src/app/features.ts. */
export const searchFiltersFeature = defineWebFeature({
  name: 'search-filters',
  cards: [
    {
      route: '/solrFilters',
      flag: 'showSolrFilters',
      group: 'Search',
      screen: lazy(() => import('./search-filters-page').then((m) => ({ default: m.SearchFiltersPage }))),
    },
  ],
  pages: [],
  queryKeys: [filterKeys],
});
