import { lazy } from 'react';
import { defineWebFeature } from '../../ui/feature-definition';
import { bulkPriceKeys } from './bulk-price-query-keys';

/** The bulk-price feature's part of the shell: see web/src/app/features.ts. */
export const bulkPriceFeature = defineWebFeature({
  name: 'bulk-price',
  cards: [
    {
      route: '/bulkprice',
      flag: 'showBulkPrice',
      group: 'Catalogue and prices',
      screen: lazy(() => import('./bulk-price-page').then((m) => ({ default: m.BulkPricePage }))),
    },
  ],
  pages: [],
  queryKeys: [bulkPriceKeys],
});
