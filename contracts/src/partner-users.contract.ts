import { z } from 'zod';
import { defineCall } from './common/call';
import { UPLOAD_BODY_LIMIT } from './common/upload';
import { importReinviteBody, invitationCalls, invitationsContract, reinviteAccepted } from './invitations.contract';
import { partnerUsersRoutes } from './invitations.routes';

/** Partner users: the calls of docs/functions/people-invites-events.md §7 'Partner users'. */
export const partnerUsersContract = {
  ...invitationCalls(partnerUsersRoutes),
  /**
   * Shared with the retiree screen (docs/functions/people-invites-events.md §7): `programme` says whose invitations to resend,
   * partner when absent (docs/decisions.md).
   */
  importReinvite: defineCall({
    ...partnerUsersRoutes.importReinvite,
    body: z.object({ ...importReinviteBody.shape, programme: z.enum(['partner', 'retiree']).default('partner') }),
    response: reinviteAccepted,
    bodyLimitBytes: UPLOAD_BODY_LIMIT,
  }),
  bulkReinvite: invitationsContract.bulkReinvite,
} as const;
