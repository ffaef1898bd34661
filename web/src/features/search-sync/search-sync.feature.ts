import { lazy } from 'react';
import { defineWebFeature } from '../../ui/feature-definition';
import { searchSyncKeys } from './search-sync-query-keys';

/** The search-sync feature's part of the shell: see web/src/app/features.ts. */
export const searchSyncFeature = defineWebFeature({
  name: 'search-sync',
  cards: [
    {
      route: '/solr',
      flag: 'showSolr',
      group: 'Search',
      screen: lazy(() => import('./search-sync-page').then((m) => ({ default: m.SearchSyncPage }))),
    },
  ],
  pages: [],
  queryKeys: [searchSyncKeys],
});
