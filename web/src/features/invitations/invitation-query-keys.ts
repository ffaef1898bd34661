import type { InvitationProgramme } from '@console/contracts/invitations.contract';
import { featureQueryKeys, type FeatureQueryKeys } from '../../ui/query-keys';

/** The query keys of one invitation programme (site, tool-connect, partner, retiree): its two lists. */
export function invitationKeys<P extends InvitationProgramme>(programme: P): FeatureQueryKeys<P> {
  return featureQueryKeys(programme);
}

/** GET /api/invitations/options, shared by the four screens. */
export const INVITATION_OPTIONS_KEY = featureQueryKeys('invitations').named('options');
