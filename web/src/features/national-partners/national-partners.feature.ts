import { lazy } from 'react';
import { defineWebFeature } from '../../ui/feature-definition';
import { nationalPartnerKeys } from './national-partner-query-keys';

/** The national-partners feature's part of the shell: see web/src/app/features.ts. */
export const nationalPartnersFeature = defineWebFeature({
  name: 'national-partners',
  cards: [
    {
      route: '/national',
      flag: 'showNP',
      group: 'People and programmes',
      screen: lazy(() => import('./national-partners-page').then((m) => ({ default: m.NationalPartnersPage }))),
    },
  ],
  pages: [],
  queryKeys: [nationalPartnerKeys],
});
