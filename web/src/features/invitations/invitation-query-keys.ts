import { featureQueryKeys } from '../../ui/query-keys';

/** GET /api/invitations/options, shared by the four screens; each programme's lists are under its own keys. */
export const INVITATION_OPTIONS_KEY = featureQueryKeys<'invitations', never, never, { options: void }>('invitations').named('options');
