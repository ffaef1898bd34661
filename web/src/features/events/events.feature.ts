import { lazy } from 'react';
import { defineWebFeature } from '../../ui/feature-definition';
import { eventKeys } from './events-query-keys';

/** The events feature's part of the shell: see web/src/app/features.ts. */
export const eventsFeature = defineWebFeature({
  name: 'events',
  cards: [
    {
      route: '/events',
      flag: 'showEvents',
      group: 'Events',
      screen: lazy(() => import('./events-page').then((m) => ({ default: m.EventsPage }))),
    },
  ],
  pages: [],
  queryKeys: [eventKeys],
});
