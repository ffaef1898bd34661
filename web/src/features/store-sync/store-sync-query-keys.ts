import { featureQueryKeys } from '../../ui/query-keys';

export const storeSyncKeys = featureQueryKeys('store-sync');
