import { featureQueryKeys } from '../../ui/query-keys';

export const returnsKeys = featureQueryKeys('returns');
/** The newest returns of every order: what the screen opens on. */
export const recentReturnsKey = returnsKeys.named('recent');
