import { lazy } from 'react';
import { defineWebFeature } from '../../ui/feature-definition';
import { giveawayKeys } from './giveaways-query-keys';

/** The giveaways feature's part of the shell: see web/src/app/features.ts. */
export const giveawaysFeature = defineWebFeature({
  name: 'giveaways',
  cards: [
    {
      route: '/giveaways',
      flag: 'showGiveaways',
      group: 'Codes, credits and giveaways',
      screen: lazy(() => import('./giveaways-page').then((m) => ({ default: m.GiveawaysPage }))),
    },
  ],
  pages: [],
  queryKeys: [giveawayKeys],
});
