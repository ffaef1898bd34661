import { lazy } from 'react';
import { defineWebFeature } from '../../ui/feature-definition';
import { staffKeys } from './staff-query-keys';

/** The staff feature's part of the shell: see web/src/app/features.ts. */
export const staffFeature = defineWebFeature({
  name: 'staff',
  cards: [
    {
      route: '/staff',
      flag: 'showStaff',
      group: 'People and programmes',
      screen: lazy(() => import('./staff-page').then((m) => ({ default: m.StaffPage }))),
    },
  ],
  pages: [],
  queryKeys: [staffKeys],
});
