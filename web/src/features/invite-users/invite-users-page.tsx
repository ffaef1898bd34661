import { inviteUsersRoutes } from '@console/contracts/invitations.routes';
import type { InvitationConfig } from '../invitations/invitation-config';
import { InvitationsPage } from '../invitations/invitations.programme';
import { importSiteReinvite } from './invite-users-queries';
import { siteUserKeys } from './invite-users-query-keys';

const SITE_USERS: InvitationConfig = {
  programme: 'site',
  keys: siteUserKeys,
  noun: 'site users',
  tabCookie: 'staffTab',
  // docs/functions/people-invites-events.md §2: the site name, the tab, 'Users', e.g. 'Employee Store Invited Users'.
  title: (tab, options) => [options?.siteName, tab, 'Users'].filter(Boolean).join(' '),
  routes: inviteUsersRoutes,
  importReinvite: importSiteReinvite,
  tags: false,
  mtd: false,
  reports: { Invited: 'Invited_Users_Report', Registered: 'Registered_Users_Report' },
  templateFileName: 'invite_users_template.csv',
};

/** /inviteusers (docs/functions/people-invites-events.md §2 'Users page'). */
export function InviteUsersPage() {
  return <InvitationsPage config={SITE_USERS} />;
}
