import { featureQueryKeys } from '../../ui/query-keys';

export const filterKeys = featureQueryKeys('search-filters');
