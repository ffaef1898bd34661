import type { InvitationKeys } from '../invitations/invitation-config';
import { featureQueryKeys } from '../../ui/query-keys';

/** The site users' lists. */
export const siteUserKeys: InvitationKeys<'site'> = featureQueryKeys('site');

/** The tool-connect users' lists. */
export const toolConnectUserKeys: InvitationKeys<'tool-connect'> = featureQueryKeys('tool-connect');
