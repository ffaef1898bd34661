import { invitationCalls, invitationsContract } from './invitations.contract';
import { partnerUsersContract } from './partner-users.contract';

/** Retiree users: spec 2 §7; import reinvite reuses the partner call with `programme: 'retiree'`. */
export const retireeUsersContract = {
  ...invitationCalls(
    {
      invitedList: '/api/retireeinviteuserslist',
      save: '/api/retireeeditinviteuser',
      sendInvite: '/api/retireesendinvite',
      invitedExport: '/api/retireeinviteduser/excelexport',
      registeredList: '/api/retireeregistereduserslist',
      registeredExport: '/api/retireeregistereduser/excelexport',
    },
    'showRetireeUsers',
  ),
  importReinvite: partnerUsersContract.importReinvite,
  bulkReinvite: invitationsContract.bulkReinvite,
} as const;
