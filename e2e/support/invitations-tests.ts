import { describeInvitationChanges } from './invitations-change-tests';
import { describeInvitationList } from './invitations-list-tests';
import type { InvitationProgramme } from './invitations-programmes';

/** The tests every invitation screen shares (spec 2 §2: partner and retiree are 'same as Users page'). */
export function describeInvitationScreen(programme: InvitationProgramme): void {
  describeInvitationList(programme);
  describeInvitationChanges(programme);
}
