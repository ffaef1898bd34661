import { retireeUsersRoutes } from '@console/contracts/invitations.routes';
import type { InvitationConfig } from '../invitations/invitation-config';
import { InvitationsPage } from '../invitations/invitations.programme';
import { importRetireeReinvite } from './retiree-users-queries';
import { retireeUserKeys } from './retiree-users-query-keys';

const RETIREE_USERS: InvitationConfig = {
  programme: 'retiree',
  keys: retireeUserKeys,
  noun: 'retiree users',
  tabCookie: 'retireeTab',
  title: (tab) => `${tab} Retiree Users`,
  routes: retireeUsersRoutes,
  importReinvite: importRetireeReinvite,
  tags: true,
  mtd: true,
  reports: { Invited: 'Invited_Retiree_Users_Report', Registered: 'Registered_Retiree_Users_Report' },
  templateFileName: 'retiree_users_template.csv',
};

/** /retireeusers (docs/functions/people-invites-events.md §2 'Retiree users page'). */
export function RetireeUsersPage() {
  return <InvitationsPage config={RETIREE_USERS} />;
}
