import { featureQueryKeys } from '../../ui/query-keys';

/** The query keys of the National screen. */
export const NATIONAL_PARTNER_KEYS = featureQueryKeys('national-partners');
