import { lazy } from 'react';
import { defineWebFeature } from '../../ui/feature-definition';
import { siteUserKeys, toolConnectUserKeys } from './invite-users-query-keys';

/** The invite-users feature's part of the shell: see web/src/app/features.ts. */
export const inviteUsersFeature = defineWebFeature({
  name: 'invite-users',
  cards: [
    {
      route: '/inviteusers',
      flag: 'showInviteUsers',
      group: 'People and programmes',
      screen: lazy(() => import('./invite-users-page').then((m) => ({ default: m.InviteUsersPage }))),
    },
    {
      route: '/toolconnectinviteusers',
      flag: 'showToolConnectUsers',
      group: 'People and programmes',
      screen: lazy(() => import('./tool-connect-users-page').then((m) => ({ default: m.ToolConnectUsersPage }))),
    },
  ],
  pages: [],
  queryKeys: [siteUserKeys, toolConnectUserKeys],
});
