import { defineFeature } from '../../platform/feature';
import { registerInviteUserRoutes, registerToolConnectUserRoutes } from './invite-users.routes';

export const inviteUsersFeature = defineFeature({
  name: 'invite-users',
  flag: 'showInviteUsers',
  routes: [registerInviteUserRoutes],
});

/** Tool-connect users: the site users' screens for a second site, a function of its own (flag and card). */
export const toolConnectUsersFeature = defineFeature({
  name: 'tool-connect-users',
  flag: 'showToolConnectUsers',
  routes: [registerToolConnectUserRoutes],
});
