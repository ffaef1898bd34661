import type { InvitationKeys } from '../invitations/invitation-config';
import { featureQueryKeys } from '../../ui/query-keys';

/** The partner users' lists. */
export const partnerUserKeys: InvitationKeys<'partner'> = featureQueryKeys('partner');
