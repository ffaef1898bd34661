import { featureQueryKeys } from '../../ui/query-keys';

export const searchSyncKeys = featureQueryKeys<'search-sync', void, never, { status: void }>('search-sync');
