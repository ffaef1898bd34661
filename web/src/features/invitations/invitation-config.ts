import type { InvitationProgramme, invitationCalls, invitationsContract } from '@console/contracts/invitations.contract';
import type { InvitationProgrammeRoutes } from '@console/contracts/invitations.routes';
import type { CallResponse } from '@console/contracts/common/call';
import type { SearchBody } from '@console/contracts/common/search';
import type { FeatureQueryKeys } from '../../ui/query-keys';
import type { SheetRow } from '../../ui/spreadsheet';

/** docs/functions/people-invites-events.md §2: both tabs of every invitation screen, in this order (the tab cookie keeps the index). */
export const INVITATION_TABS = ['Invited', 'Registered'] as const;
export type InvitationTab = (typeof INVITATION_TABS)[number];

/** docs/functions/people-invites-events.md §2 and §4: shown for 5 s after a bulk or import reinvite. */
export const REINVITE_STARTED_TEXT = 'Background reinvite process is started...';

export type InvitationOptions = CallResponse<typeof invitationsContract.options>;

/** A programme's calls as the contract types them; the screens send them from their routes (no zod). */
export type InvitationCalls = ReturnType<typeof invitationCalls>;

/** What tells a programme's two lists apart: the tab and the search. */
export interface InvitationListQuery {
  tab: 'invited' | 'registered';
  search: SearchBody;
}

/** A programme's query keys (root: the programme): its two lists. */
export type InvitationKeys<P extends InvitationProgramme = InvitationProgramme> = FeatureQueryKeys<P, InvitationListQuery>;

/** Everything in which the site, tool-connect, partner and retiree screens differ (docs/functions/people-invites-events.md §2). */
export interface InvitationConfig {
  programme: InvitationProgramme;
  /** The programme's query keys, from its own feature. */
  keys: InvitationKeys;
  /** The noun of accessible names, e.g. 'partner users' in 'Invited partner users'. */
  noun: string;
  tabCookie: string;
  /** The page title for the selected tab; the site names come from the server's options. */
  title: (tab: InvitationTab, options: InvitationOptions | undefined) => string;
  /** The programme's routes (invitations.routes): the list screen's first load need not build the schemas. */
  routes: InvitationProgrammeRoutes;
  /** Reinvite Excel: sends the rows to the programme's import-reinvite call. */
  importReinvite: (rows: SheetRow[]) => Promise<{ jobId: number }>;
  /** Partner and retiree: the Tags field (`additional_tags`) in the invite and edit forms. */
  tags: boolean;
  /** Retiree: the 'MTD Users' option, shown only in the shops the options call names. */
  mtd: boolean;
  /** Report names; each file is `<name>_<timestamp>.xlsx`. */
  reports: Record<InvitationTab, string>;
  templateFileName: string;
}
