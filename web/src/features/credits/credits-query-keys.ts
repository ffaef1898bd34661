import { featureQueryKeys } from '../../ui/query-keys';

export const creditKeys = featureQueryKeys('credits');
