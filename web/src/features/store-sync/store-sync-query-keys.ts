import { featureQueryKeys } from '../../ui/query-keys';

export const storeSyncKeys = featureQueryKeys<'store-sync', void, never, { status: void }>('store-sync');
