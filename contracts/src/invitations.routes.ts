import { defineRoute } from './common/call';
import type { Flag } from './common/flags';

/*
 * The invitation calls' methods and paths and the constants their list screens use, without zod: the four invitation
 * screens send their calls from these (a list screen's first load need not build the schemas). The
 * contracts (invitations, invite-users, partner-users, retiree-users) add each call's schemas to the same route.
 */

/** docs/functions/people-invites-events.md §2 upload templates. */
export const INVITE_TEMPLATE_COLUMNS = ['First Name', 'Last Name', 'Email'] as const;
export const INVITE_TEMPLATE_COLUMNS_WITH_TAGS = ['First Name', 'Last Name', 'Email', 'Tags'] as const;

/** The paths of one programme's calls, in the shape of the site calls of docs/functions/people-invites-events.md §7. */
interface ProgrammePaths {
  invitedList: string;
  save: string;
  sendInvite: string;
  invitedExport: string;
  registeredList: string;
  registeredExport: string;
}

function programmeRoutes(paths: ProgrammePaths, flag: Flag) {
  const flags = [flag] as const;
  return {
    invitedList: defineRoute({ method: 'POST', path: paths.invitedList, flags }),
    save: defineRoute({ method: 'POST', path: paths.save, flags }),
    sendInvite: defineRoute({ method: 'POST', path: `${paths.sendInvite}/:id`, flags }),
    invitedExport: defineRoute({ method: 'POST', path: paths.invitedExport, flags }),
    registeredList: defineRoute({ method: 'POST', path: paths.registeredList, flags }),
    registeredExport: defineRoute({ method: 'POST', path: paths.registeredExport, flags }),
  } as const;
}
export type InvitationProgrammeRoutes = ReturnType<typeof programmeRoutes>;

/** Calls shared by every programme; each item of a bulk reinvite is checked against its own programme's flag. */
export const invitationsRoutes = {
  bulkReinvite: defineRoute({
    method: 'POST',
    path: '/api/bulkreinvite',
    flags: ['showInviteUsers', 'showToolConnectUsers', 'showPartnerUsers', 'showRetireeUsers'],
  }),
  options: defineRoute({ method: 'GET', path: '/api/invitations/options', access: 'operator' }),
} as const;

/** Site users: docs/functions/people-invites-events.md §7 'Site invited and registered users'. */
export const inviteUsersRoutes = {
  ...programmeRoutes(
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
  importReinvite: defineRoute({ method: 'POST', path: '/api/inviteImportReinviteUsers', flags: ['showInviteUsers'] }),
} as const;

/** Tool-connect users: not in the spec; the site calls with a `toolconnect` prefix (docs/decisions.md). */
export const toolConnectUsersRoutes = {
  ...programmeRoutes(
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
  importReinvite: defineRoute({ method: 'POST', path: '/api/toolconnectImportReinviteUsers', flags: ['showToolConnectUsers'] }),
} as const;

/** Partner users: docs/functions/people-invites-events.md §7 'Partner users'. */
export const partnerUsersRoutes = {
  ...programmeRoutes(
    {
      invitedList: '/api/partnerinviteuserslist',
      save: '/api/partnereditinviteuser',
      sendInvite: '/api/partnersendinvite',
      invitedExport: '/api/partnerinviteduser/excelexport',
      registeredList: '/api/partnerregistereduserslist',
      registeredExport: '/api/partnerregistereduser/excelexport',
    },
    'showPartnerUsers',
  ),
  /** Shared with the retiree screen (docs/functions/people-invites-events.md §7): `programme` says whose invitations to resend. */
  importReinvite: defineRoute({
    method: 'POST',
    path: '/api/partnerImportReinviteUsers',
    flags: ['showPartnerUsers', 'showRetireeUsers'],
  }),
} as const;

/** Retiree users: docs/functions/people-invites-events.md §7; import reinvite reuses the partner call with `programme: 'retiree'`. */
export const retireeUsersRoutes = {
  ...programmeRoutes(
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
  importReinvite: partnerUsersRoutes.importReinvite,
} as const;
