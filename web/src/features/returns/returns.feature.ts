import { lazy } from 'react';
import { defineWebFeature } from '../../ui/feature-definition';
import { returnsKeys } from './returns-query-keys';

/** The returns feature's part of the shell: see web/src/app/features.ts. */
export const returnsFeature = defineWebFeature({
  name: 'returns',
  cards: [
    {
      route: '/orderReturns',
      flag: 'showOrderReturns',
      group: 'Orders and returns',
      screen: lazy(() => import('./returns-page').then((m) => ({ default: m.ReturnsPage }))),
    },
  ],
  pages: [],
  queryKeys: [returnsKeys],
});
