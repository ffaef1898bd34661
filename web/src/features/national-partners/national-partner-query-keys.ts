import { featureQueryKeys } from '../../ui/query-keys';

/** The query keys of the National screen. */
export const nationalPartnerKeys = featureQueryKeys('national-partners');
