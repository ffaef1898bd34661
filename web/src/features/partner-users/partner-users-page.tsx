import { partnerUsersRoutes } from '@console/contracts/invitations.routes';
import type { InvitationConfig } from '../invitations/invitation-config';
import { InvitationsPage } from '../invitations/invitations.programme';
import { importPartnerReinvite } from './partner-users-queries';
import { partnerUserKeys } from './partner-users-query-keys';

const PARTNER_USERS: InvitationConfig = {
  programme: 'partner',
  keys: partnerUserKeys,
  noun: 'partner users',
  tabCookie: 'partnerTab',
  title: () => 'Invited or Registered Partner Users',
  routes: partnerUsersRoutes,
  importReinvite: importPartnerReinvite,
  tags: true,
  mtd: false,
  reports: { Invited: 'Invited_Partner_Users_Report', Registered: 'Registered_Partner_Users_Report' },
  templateFileName: 'partner_users_template.csv',
};

/** /partnerusers (docs/functions/people-invites-events.md §2 'Partner users page'). */
export function PartnerUsersPage() {
  return <InvitationsPage config={PARTNER_USERS} />;
}
