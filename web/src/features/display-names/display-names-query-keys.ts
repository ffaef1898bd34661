import { featureQueryKeys } from '../../ui/query-keys';

export const displayNameKeys = featureQueryKeys('display-names');
