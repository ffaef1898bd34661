import { lazy } from 'react';
import { defineWebFeature } from '../../ui/feature-definition';
import { displayNameKeys } from './display-names-query-keys';

/** The display-names feature's part of the shell: see web/src/app/features.ts. */
export const displayNamesFeature = defineWebFeature({
  name: 'display-names',
  cards: [
    {
      route: '/salsifyDisplay',
      flag: 'showMetafieldDisplayNames',
      group: 'Catalogue and prices',
      screen: lazy(() => import('./display-names-page').then((m) => ({ default: m.DisplayNamesPage }))),
    },
  ],
  pages: [],
  queryKeys: [displayNameKeys],
});
