import { defineCall } from './common/call';
import { UPLOAD_BODY_LIMIT } from './common/upload';
import { importReinviteBody, invitationCalls, invitationsContract, reinviteAccepted } from './invitations.contract';
import { inviteUsersRoutes, toolConnectUsersRoutes } from './invitations.routes';

/** Site users: the calls of docs/functions/people-invites-events.md §7 'Site invited and registered users'. */
export const inviteUsersContract = {
  ...invitationCalls(inviteUsersRoutes),
  importReinvite: defineCall({
    ...inviteUsersRoutes.importReinvite,
    body: importReinviteBody,
    response: reinviteAccepted,
    bodyLimitBytes: UPLOAD_BODY_LIMIT,
  }),
  bulkReinvite: invitationsContract.bulkReinvite,
} as const;

/** Tool-connect users: not in the spec; the site calls with a `toolconnect` prefix (docs/decisions.md). */
export const toolConnectUsersContract = {
  ...invitationCalls(toolConnectUsersRoutes),
  importReinvite: defineCall({
    ...toolConnectUsersRoutes.importReinvite,
    body: importReinviteBody,
    response: reinviteAccepted,
    bodyLimitBytes: UPLOAD_BODY_LIMIT,
  }),
  bulkReinvite: invitationsContract.bulkReinvite,
} as const;
