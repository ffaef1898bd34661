import { defineCall } from './common/call';
import { UPLOAD_BODY_LIMIT } from './common/upload';
import { importReinviteBody, invitationCalls, invitationsContract, reinviteAccepted } from './invitations.contract';

/** Site users: the calls of spec 2 §7 'Site invited and registered users'. */
export const inviteUsersContract = {
  ...invitationCalls(
    {
      invitedList: '/api/inviteuserslist',
      save: '/api/editinviteuser',
      sendInvite: '/api/sendinvite',
      invitedExport: '/api/inviteduser/excelexport',
      registeredList: '/api/registereduserslist',
      registeredExport: '/api/registereduser/excelexport',
    },
    'showInviteUsers',
  ),
  importReinvite: defineCall({
    method: 'POST',
    path: '/api/inviteImportReinviteUsers',
    flags: ['showInviteUsers'],
    body: importReinviteBody,
    response: reinviteAccepted,
    bodyLimitBytes: UPLOAD_BODY_LIMIT,
  }),
  bulkReinvite: invitationsContract.bulkReinvite,
} as const;

/** Tool-connect users: not in the spec; the site calls with a `toolconnect` prefix (docs/decisions.md). */
export const toolConnectUsersContract = {
  ...invitationCalls(
    {
      invitedList: '/api/toolconnectinviteuserslist',
      save: '/api/toolconnecteditinviteuser',
      sendInvite: '/api/toolconnectsendinvite',
      invitedExport: '/api/toolconnectinviteduser/excelexport',
      registeredList: '/api/toolconnectregistereduserslist',
      registeredExport: '/api/toolconnectregistereduser/excelexport',
    },
    'showToolConnectUsers',
  ),
  importReinvite: defineCall({
    method: 'POST',
    path: '/api/toolconnectImportReinviteUsers',
    flags: ['showToolConnectUsers'],
    body: importReinviteBody,
    response: reinviteAccepted,
    bodyLimitBytes: UPLOAD_BODY_LIMIT,
  }),
  bulkReinvite: invitationsContract.bulkReinvite,
} as const;
