import { lazy } from 'react';
import { defineWebFeature } from '../../ui/feature-definition';
import { priceLogKeys } from './price-log-query-keys';

/** The price-log feature's part of the shell: see web/src/app/features.ts. */
export const priceLogFeature = defineWebFeature({
  name: 'price-log',
  cards: [
    {
      route: '/pricecontrol',
      flag: 'showPriceControl',
      group: 'Catalogue and prices',
      screen: lazy(() => import('./price-log-page').then((m) => ({ default: m.PriceLogPage }))),
    },
  ],
  pages: [],
  queryKeys: [priceLogKeys],
});
