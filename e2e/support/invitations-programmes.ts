import type { CallResponse } from '@console/contracts/common/call';
import { inviteUsersContract, toolConnectUsersContract } from '@console/contracts/invite-users.contract';
import { partnerUsersContract } from '@console/contracts/partner-users.contract';
import { retireeUsersContract } from '@console/contracts/retiree-users.contract';
import { pathOfCall, pathPrefixOfCall, type Api } from './api';
import type { SearchPayload } from './registrations';

/** What the site, tool-connect, partner and retiree screens share (docs/functions/people-invites-events.md §2), and where they differ. */
export type InvitationTab = 'Invited' | 'Registered';
export const INVITATION_TABS: readonly InvitationTab[] = ['Invited', 'Registered'];

export const INVITED_SEARCH_HINT = 'Please enter email address / invited date (12/26/2021)';
export const REINVITE_STARTED = 'Background reinvite process is started...';
export const REINVITE_NOTE = 'Please upload an Excel File with column header as "Email"';
export const MESSAGES = { firstName: 'First Name not valid.', lastName: 'Last Name not valid.', email: 'Email not valid.' } as const;
/** docs/functions/people-invites-events.md §9: invited and registered user reports. */
export const INVITATION_EXPORT_COLUMNS = ['Name', 'Email', 'Tags', 'Created Date'] as const;
/** docs/functions/people-invites-events.md §2: the Registered tab's columns and the Invited tab's, before the row actions. */
export const PERSON_COLUMNS = ['Name', 'Email', 'Invited Date'] as const;

type InvitationCalls =
  typeof inviteUsersContract | typeof toolConnectUsersContract | typeof partnerUsersContract | typeof retireeUsersContract;

function pathsOf(calls: InvitationCalls): InvitationProgramme['paths'] {
  return {
    invitedList: pathOfCall(calls.invitedList),
    registeredList: pathOfCall(calls.registeredList),
    save: pathOfCall(calls.save),
    sendInvite: pathPrefixOfCall(calls.sendInvite),
    invitedExport: pathOfCall(calls.invitedExport),
    registeredExport: pathOfCall(calls.registeredExport),
    importReinvite: pathOfCall(calls.importReinvite),
  };
}

export interface InvitationProgramme {
  name: 'site' | 'tool-connect' | 'partner' | 'retiree';
  route: string;
  tabCookie: string;
  title: Record<InvitationTab, string>;
  /** The programme's calls; `paths` are theirs (`sendInvite` without its id). */
  calls: InvitationCalls;
  paths: {
    invitedList: string;
    registeredList: string;
    save: string;
    sendInvite: string;
    invitedExport: string;
    registeredExport: string;
    importReinvite: string;
  };
  /** Partner and retiree: a Tags field (`additional_tags`) in the invite form. */
  tags: boolean;
  /** Retiree: the invite payload carries the MTD flag `mtdCheckbox` (docs/functions/people-invites-events.md §3). */
  mtdFlag: boolean;
  /** Report names the spec gives (docs/functions/people-invites-events.md §9); the others are not shown. */
  reports: Partial<Record<InvitationTab, string>>;
}

/**
 * docs/functions/people-invites-events.md §2: 'Employee Store' is the demo site's name (SITE_NAME), shown as e.g. 'Employee Store Invited
 * Users'.
 */
const SITE_NAME = 'Employee Store';
/** The tool-connect site's name (TOOL_CONNECT_SITE_NAME, docs/decisions.md). */
const TOOL_CONNECT_SITE_NAME = 'Tool Connect';

export const SITE_USERS: InvitationProgramme = {
  name: 'site',
  route: '/inviteusers',
  tabCookie: 'staffTab',
  title: { Invited: `${SITE_NAME} Invited Users`, Registered: `${SITE_NAME} Registered Users` },
  calls: inviteUsersContract,
  paths: pathsOf(inviteUsersContract),
  tags: false,
  mtdFlag: false,
  reports: {},
};

/** Not in the spec: the site screen for the tool-connect site, its calls with a `toolconnect` prefix (docs/decisions.md). */
export const TOOL_CONNECT_USERS: InvitationProgramme = {
  name: 'tool-connect',
  route: '/toolconnectinviteusers',
  tabCookie: 'toolConnectTab',
  title: { Invited: `${TOOL_CONNECT_SITE_NAME} Invited Users`, Registered: `${TOOL_CONNECT_SITE_NAME} Registered Users` },
  calls: toolConnectUsersContract,
  paths: pathsOf(toolConnectUsersContract),
  tags: false,
  mtdFlag: false,
  reports: {},
};

export const PARTNER_USERS: InvitationProgramme = {
  name: 'partner',
  route: '/partnerusers',
  tabCookie: 'partnerTab',
  title: { Invited: 'Invited or Registered Partner Users', Registered: 'Invited or Registered Partner Users' },
  calls: partnerUsersContract,
  paths: pathsOf(partnerUsersContract),
  tags: true,
  mtdFlag: false,
  reports: { Invited: 'Invited_Partner_Users_Report' },
};

export const RETIREE_USERS: InvitationProgramme = {
  name: 'retiree',
  route: '/retireeusers',
  tabCookie: 'retireeTab',
  title: { Invited: 'Invited Retiree Users', Registered: 'Registered Retiree Users' },
  calls: retireeUsersContract,
  paths: pathsOf(retireeUsersContract),
  tags: true,
  mtdFlag: true,
  reports: { Registered: 'Registered_Retiree_Users_Report' },
};

/** An invited or registered row and page as the list calls answer them (docs/functions/people-invites-events.md §3). */
export type PersonPage = CallResponse<InvitationCalls['invitedList']> | CallResponse<InvitationCalls['registeredList']>;
export type PersonRow = PersonPage['rows'][number];
export type ExportedPerson = CallResponse<InvitationCalls['invitedExport']>['data'][number];

export const listPathOf = (programme: InvitationProgramme, tab: InvitationTab) =>
  tab === 'Invited' ? programme.paths.invitedList : programme.paths.registeredList;
export const exportPathOf = (programme: InvitationProgramme, tab: InvitationTab) =>
  tab === 'Invited' ? programme.paths.invitedExport : programme.paths.registeredExport;

export async function personPage(
  api: Api,
  programme: InvitationProgramme,
  tab: InvitationTab,
  search: SearchPayload = { searchValue: '', searchType: 'Email' },
): Promise<PersonPage> {
  const answer = await api.call(tab === 'Invited' ? programme.calls.invitedList : programme.calls.registeredList, { body: search });
  if (answer.status !== 200) throw new Error(`${programme.name} ${tab} list answered ${answer.status}`);
  return answer.body;
}

/** The row at `index` of a tab's first page, read through the API at the start of a test. */
export async function personAt(api: Api, programme: InvitationProgramme, tab: InvitationTab, index: number): Promise<PersonRow> {
  const row = (await personPage(api, programme, tab)).rows[index];
  if (!row) throw new Error(`${programme.name} ${tab} has no row ${index}`);
  return row;
}

export async function exportedPeople(api: Api, programme: InvitationProgramme, tab: InvitationTab): Promise<ExportedPerson[]> {
  const answer = await api.call(tab === 'Invited' ? programme.calls.invitedExport : programme.calls.registeredExport, {
    body: { searchValue: '', searchType: 'Email' },
  });
  if (answer.status !== 200) throw new Error(`${programme.name} ${tab} export answered ${answer.status}`);
  return answer.body.data;
}

/** A fresh address of a test's own. */
export function uniqueEmail(programme: InvitationProgramme | string, what: string): string {
  const name = typeof programme === 'string' ? programme : programme.name;
  return `e2e-${name}-${what}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@invites.example`;
}
