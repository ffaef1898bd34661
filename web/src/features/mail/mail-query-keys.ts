import { featureQueryKeys } from '../../ui/query-keys';

export const mailKeys = featureQueryKeys('mail');
