import { z } from 'zod';
import { defineCall } from './common/call';
import { isEmail } from './common/email';
import type { Flag } from './common/flags';
import { countedPageResponse, exportResponse, pageQuery } from './common/paging';
import { searchBody } from './common/search';
import { INVITATION_PROGRAMMES, type InvitationProgramme } from './common/programmes';
import { invitationsRoutes, type InvitationProgrammeRoutes } from './invitations.routes';
import { UPLOAD_BODY_LIMIT, boundedRow, excelDataBody, sheetCell, sheetRows, uploadAccepted } from './common/upload';

// The programme names live in common/programmes; the screens and the server import them from here too.
export { INVITATION_PROGRAMMES, type InvitationProgramme };
export const invitationProgramme = z.enum(INVITATION_PROGRAMMES);

/** The operator flag that opens each programme's screen and calls. */
export const INVITATION_FLAGS: Readonly<Record<InvitationProgramme, Flag>> = {
  site: 'showInviteUsers',
  'tool-connect': 'showToolConnectUsers',
  partner: 'showPartnerUsers',
  retiree: 'showRetireeUsers',
};

/** docs/functions/people-invites-events.md §8 field messages, shared by the forms and the server. */
export const INVITE_MESSAGES = {
  firstName: 'First Name not valid.',
  lastName: 'Last Name not valid.',
  email: 'Email not valid.',
  tags: 'Tags not valid.',
  alreadyInvited: 'Email already invited.',
  alreadyRegistered: 'Email already registered.',
} as const;

/** Outcomes of a reinvite job, per row. */
export const REINVITE_OUTCOMES = {
  reinvited: 'Reinvited.',
  noInvitation: 'No invitation for this email.',
  registered: 'Already registered.',
} as const;

/** docs/functions/people-invites-events.md §2: 'Please upload an Excel File with column header as "Email"'. */
export const REINVITE_EMAIL_HEADER_MESSAGE = 'Please upload an Excel File with column header as "Email"';

const NAME_MAX = 100;
const TAGS_MAX = 1000;

/** The Invite User and Edit forms of docs/functions/people-invites-events.md §5; the server validates each payload row with these. */
export const inviteUserForm = z.object({
  first_name: z.string().trim().min(1, INVITE_MESSAGES.firstName).max(NAME_MAX, INVITE_MESSAGES.firstName),
  last_name: z.string().trim().min(1, INVITE_MESSAGES.lastName).max(NAME_MAX, INVITE_MESSAGES.lastName),
  email: z.string().trim().max(254, INVITE_MESSAGES.email).refine(isEmail, INVITE_MESSAGES.email),
  additional_tags: z.string().trim().max(TAGS_MAX, INVITE_MESSAGES.tags).default(''),
});
export type InviteUserForm = z.infer<typeof inviteUserForm>;

export const editInvitedUserForm = inviteUserForm.pick({ first_name: true, last_name: true, additional_tags: true });
export type EditInvitedUserForm = z.infer<typeof editInvitedUserForm>;

/**
 * One invite payload item (docs/functions/people-invites-events.md §3): `id` empty for a new invite. Spreadsheet rows arrive with
 * their own headers ('First Name', 'Email', 'Tags'…), so any extra cell is accepted here and each
 * row is validated by the server with `inviteUserForm`, row by row.
 */
export const invitePayloadItem = boundedRow(
  z
    .object({
      id: z.union([z.string().max(40), z.number()]).optional(),
      first_name: sheetCell.optional(),
      last_name: sheetCell.optional(),
      email: sheetCell.optional(),
      additional_tags: sheetCell.optional(),
      mtdCheckbox: z.union([z.boolean(), z.string(), z.number()]).optional(),
    })
    .catchall(sheetCell),
);
export type InvitePayloadItem = z.infer<typeof invitePayloadItem>;

export const inviteSaveBody = z.object({
  excelData: sheetRows(invitePayloadItem),
});
/** One row is saved at once (`id`); several rows become a job (`jobId`) with an outcome per row. */
export const inviteSaved = z.object({ id: z.string().nullable(), jobId: z.number().nullable() });

/** Columns of the invite upload template; partner and retiree files add Tags. */
export const REINVITE_TEMPLATE_COLUMNS = ['Email'] as const;

export const registeredUserRow = z.object({
  id: z.string(),
  displayName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  createdAt: z.string(),
  tags: z.array(z.string()),
});
export type RegisteredUserRow = z.infer<typeof registeredUserRow>;

export const invitedUserRow = registeredUserRow.extend({
  /** Retiree invites only: the MTD option (mtd_check_box of docs/functions/people-invites-events.md §3). */
  mtd: z.boolean(),
});
export type InvitedUserRow = z.infer<typeof invitedUserRow>;

export const invitationExportRow = z.object({
  displayName: z.string(),
  email: z.string(),
  tags: z.array(z.string()),
  createdAt: z.string(),
});
export type InvitationExportRow = z.infer<typeof invitationExportRow>;

export const invitationIdParams = z.object({ id: z.string().regex(/^\d{1,15}$/, 'Invitation id must be digits.') });

export const reinviteAccepted = uploadAccepted;

/** The import-reinvite body: spreadsheet rows with an "Email" column. */
export const importReinviteBody = excelDataBody;

/** Calls of one programme, in the shape of the site calls of docs/functions/people-invites-events.md §7: its routes with their schemas. */
export function invitationCalls(routes: InvitationProgrammeRoutes) {
  return {
    invitedList: defineCall({ ...routes.invitedList, query: pageQuery, body: searchBody, response: countedPageResponse(invitedUserRow) }),
    save: defineCall({ ...routes.save, body: inviteSaveBody, response: inviteSaved, bodyLimitBytes: UPLOAD_BODY_LIMIT }),
    sendInvite: defineCall({
      ...routes.sendInvite,
      params: invitationIdParams,
      response: z.object({ id: z.string(), mailId: z.number() }),
    }),
    invitedExport: defineCall({ ...routes.invitedExport, body: searchBody, response: exportResponse(invitationExportRow) }),
    registeredList: defineCall({
      ...routes.registeredList,
      query: pageQuery,
      body: searchBody,
      response: countedPageResponse(registeredUserRow),
    }),
    registeredExport: defineCall({ ...routes.registeredExport, body: searchBody, response: exportResponse(invitationExportRow) }),
  } as const;
}

/** Calls shared by every programme; each item is checked against its own programme's flag. */
export const invitationsContract = {
  bulkReinvite: defineCall({
    ...invitationsRoutes.bulkReinvite,
    body: z
      .array(
        z.object({
          id: z.union([z.string().regex(/^\d{1,15}$/, 'Invitation id must be digits.'), z.number().int().positive()]),
          email: z.string().max(254),
        }),
      )
      .min(1, 'Select at least one invited user.')
      .max(10_000, 'At most 10,000 users at once.'),
    response: reinviteAccepted,
    bodyLimitBytes: UPLOAD_BODY_LIMIT,
  }),
  /** What the screens need from the server's configuration: names of the sites and the MTD shops. */
  options: defineCall({
    ...invitationsRoutes.options,
    response: z.object({ shopName: z.string(), siteName: z.string(), toolConnectSiteName: z.string(), mtdShops: z.array(z.string()) }),
  }),
} as const;
