import { lazy } from 'react';
import { defineWebFeature } from '../../ui/feature-definition';

/** The product-media feature's part of the shell: see web/src/app/features.ts. */
export const productMediaFeature = defineWebFeature({
  name: 'product-media',
  cards: [
    {
      route: '/productMedia',
      flag: 'showProductMedia',
      group: 'Catalogue and prices',
      screen: lazy(() => import('./product-media-page').then((m) => ({ default: m.ProductMediaPage }))),
    },
  ],
  pages: [],
  queryKeys: [],
});
