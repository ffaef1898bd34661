import { lazy } from 'react';
import { defineWebFeature } from '../../ui/feature-definition';
import { storeSyncKeys } from './store-sync-query-keys';

/** The store-sync feature's part of the shell: see web/src/app/features.ts. */
export const storeSyncFeature = defineWebFeature({
  name: 'store-sync',
  cards: [],
  pages: [
    {
      route: '/store-sync',
      name: 'Store sync',
      flag: 'showStoreSync',
      screen: lazy(() => import('./store-sync-page').then((m) => ({ default: m.StoreSyncPage }))),
    },
  ],
  queryKeys: [storeSyncKeys],
});
