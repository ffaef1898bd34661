import { featureQueryKeys } from '../../ui/query-keys';

/** The display names are one list. */
export const displayNameKeys = featureQueryKeys<'display-names'>('display-names');
