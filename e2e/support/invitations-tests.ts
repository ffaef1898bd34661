import { describeInvitationChangesCore, describeInvitationChangesOwn } from './invitations-change-tests';
import { describeInvitationListCore, describeInvitationListOwn } from './invitations-list-tests';
import type { InvitationProgramme } from './invitations-programmes';

/**
 * The invitation screens share one component (docs/functions/people-invites-events.md §2: partner and retiree are 'same as Users page'), so
 * their shared checks run once, over the site programme, and every programme runs what is its own. Folded to keep CI under 20 minutes:
 * - once, over site (/inviteusers): paging on both tabs; search by e-mail and date, 60-character limit, No Records Found;
 *   the Invite User form rules (field messages, empty Submit, Enter, Close and Escape); a valid invite; editing an
 *   invited user with its field rules; Resend shown as sent on the Mail screen; Reinvite User with the banner's 5 s and the
 *   selection cleared; changing page clears the selection; Reinvite Excel with and without an "Email" header; uploading
 *   invite rows.
 * - per programme (site, tool-connect, partner, retiree): title per tab, tabs, hint, columns, buttons, the tab cookie;
 *   the export of both tabs (its calls, report names, columns, rows); one visit through its own calls: invite (its
 *   payload: Tags, MTD flag), edit (its fields), resend, upload (its columns), Reinvite Excel (its import path).
 */
export function describeInvitationScreen(programme: InvitationProgramme, core: 'with the shared core' | 'own checks only'): void {
  describeInvitationListOwn(programme);
  if (core === 'with the shared core') {
    describeInvitationListCore(programme);
    describeInvitationChangesCore(programme);
  } else {
    describeInvitationChangesOwn(programme);
  }
}
