import { lazy } from 'react';
import { defineWebFeature } from '../../ui/feature-definition';
import { retireeUserKeys } from './retiree-users-query-keys';

/** The retiree-users feature's part of the shell: see web/src/app/features.ts. */
export const retireeUsersFeature = defineWebFeature({
  name: 'retiree-users',
  cards: [
    {
      route: '/retireeusers',
      flag: 'showRetireeUsers',
      group: 'People and programmes',
      screen: lazy(() => import('./retiree-users-page').then((m) => ({ default: m.RetireeUsersPage }))),
    },
  ],
  pages: [],
  queryKeys: [retireeUserKeys],
});
