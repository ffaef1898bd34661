import { featureQueryKeys } from '../../ui/query-keys';

export const eventKeys = featureQueryKeys('events');
