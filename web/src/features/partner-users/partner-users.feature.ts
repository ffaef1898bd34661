import { lazy } from 'react';
import { defineWebFeature } from '../../ui/feature-definition';
import { partnerUserKeys } from './partner-users-query-keys';

/** The partner-users feature's part of the shell: see web/src/app/features.ts. */
export const partnerUsersFeature = defineWebFeature({
  name: 'partner-users',
  cards: [
    {
      route: '/partnerusers',
      flag: 'showPartnerUsers',
      group: 'People and programmes',
      screen: lazy(() => import('./partner-users-page').then((m) => ({ default: m.PartnerUsersPage }))),
    },
  ],
  pages: [],
  queryKeys: [partnerUserKeys],
});
