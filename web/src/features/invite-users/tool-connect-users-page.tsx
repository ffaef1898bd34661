import { toolConnectUsersRoutes } from '@console/contracts/invitations.routes';
import type { InvitationConfig } from '../invitations/invitation-config';
import { InvitationsPage } from '../invitations/invitations.programme';
import { importToolConnectReinvite } from './invite-users-queries';
import { toolConnectUserKeys } from './invite-users-query-keys';

const TOOL_CONNECT_USERS: InvitationConfig = {
  programme: 'tool-connect',
  keys: toolConnectUserKeys,
  noun: 'tool-connect users',
  tabCookie: 'toolConnectTab',
  // As the site users' title, with the tool-connect site's name.
  title: (tab, options) => [options?.toolConnectSiteName, tab, 'Users'].filter(Boolean).join(' '),
  routes: toolConnectUsersRoutes,
  importReinvite: importToolConnectReinvite,
  tags: false,
  mtd: false,
  reports: { Invited: 'Invited_Tool_Connect_Users_Report', Registered: 'Registered_Tool_Connect_Users_Report' },
  templateFileName: 'tool_connect_invite_users_template.csv',
};

/** /toolconnectinviteusers: the site users' screen for the tool-connect site. */
export function ToolConnectUsersPage() {
  return <InvitationsPage config={TOOL_CONNECT_USERS} />;
}
