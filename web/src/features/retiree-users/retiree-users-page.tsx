import { retireeUsersContract } from '@console/contracts/retiree-users.contract';
import { callApi } from '../../app/api-client';
import type { InvitationConfig } from '../invitations/invitation-config';
import { InvitationsPage } from '../invitations/invitations-page';

const RETIREE_USERS: InvitationConfig = {
  programme: 'retiree',
  noun: 'retiree users',
  tabCookie: 'retireeTab',
  title: (tab) => `${tab} Retiree Users`,
  calls: retireeUsersContract,
  // Spec 2 §7: the retiree import reinvite reuses the partner call, naming its programme.
  importReinvite: (rows) => callApi(retireeUsersContract.importReinvite, { body: { excelData: rows, programme: 'retiree' } }),
  tags: true,
  mtd: true,
  reports: { Invited: 'Invited_Retiree_Users_Report', Registered: 'Registered_Retiree_Users_Report' },
  templateFileName: 'retiree_users_template.csv',
};

/** /retireeusers (spec 2 §2 'Retiree users page'). */
export function RetireeUsersPage() {
  return <InvitationsPage config={RETIREE_USERS} />;
}
