import { lazy } from 'react';
import { defineWebFeature } from '../../ui/feature-definition';
import { priceMonitoringKeys } from './price-monitoring-query-keys';

/** The price-monitoring feature's part of the shell: see web/src/app/features.ts. */
export const priceMonitoringFeature = defineWebFeature({
  name: 'price-monitoring',
  cards: [
    {
      route: '/priceSpider',
      flag: 'showPriceSpider',
      group: 'Catalogue and prices',
      screen: lazy(() => import('./price-monitoring-page').then((m) => ({ default: m.PriceMonitoringPage }))),
    },
  ],
  pages: [],
  queryKeys: [priceMonitoringKeys],
});
