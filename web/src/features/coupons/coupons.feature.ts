import { lazy } from 'react';
import { defineWebFeature } from '../../ui/feature-definition';
import { couponKeys } from './coupons-query-keys';

/** The coupons feature's part of the shell: see web/src/app/features.ts. */
export const couponsFeature = defineWebFeature({
  name: 'coupons',
  cards: [
    {
      route: '/coupons',
      flag: 'showCoupons',
      group: 'Orders and returns',
      screen: lazy(() => import('./coupons-page').then((m) => ({ default: m.CouponsPage }))),
    },
  ],
  pages: [],
  queryKeys: [couponKeys],
});
