import type { InvitationKeys } from '../invitations/invitation-config';
import { featureQueryKeys } from '../../ui/query-keys';

/** The retiree users' lists. */
export const retireeUserKeys: InvitationKeys<'retiree'> = featureQueryKeys('retiree');
