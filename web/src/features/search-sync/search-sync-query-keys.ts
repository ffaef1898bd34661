import { featureQueryKeys } from '../../ui/query-keys';

export const searchSyncKeys = featureQueryKeys('search-sync');
