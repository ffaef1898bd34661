import { lazy } from 'react';
import { defineWebFeature } from '../../ui/feature-definition';
import { creditKeys } from './credits-query-keys';

/** The credits feature's part of the shell: see web/src/app/features.ts. */
export const creditsFeature = defineWebFeature({
  name: 'credits',
  cards: [
    {
      route: '/credits',
      flag: 'showCredits',
      group: 'Codes, credits and giveaways',
      screen: lazy(() => import('./credits-page').then((m) => ({ default: m.CreditsPage }))),
    },
  ],
  pages: [],
  queryKeys: [creditKeys],
});
