import { featureQueryKeys } from '../../ui/query-keys';

/** The returns found by an order's number, and the newest returns. */
export const returnsKeys = featureQueryKeys<'returns', { order: string | null }, never, { recent: void }>('returns');
/** The newest returns of every order: what the screen opens on. */
export const recentReturnsKey = returnsKeys.named('recent');
