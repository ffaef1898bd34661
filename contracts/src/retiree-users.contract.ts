import { invitationCalls, invitationsContract } from './invitations.contract';
import { retireeUsersRoutes } from './invitations.routes';
import { partnerUsersContract } from './partner-users.contract';

/** Retiree users: docs/functions/people-invites-events.md §7; import reinvite reuses the partner call with `programme: 'retiree'`. */
export const retireeUsersContract = {
  ...invitationCalls(retireeUsersRoutes),
  importReinvite: partnerUsersContract.importReinvite,
  bulkReinvite: invitationsContract.bulkReinvite,
} as const;
