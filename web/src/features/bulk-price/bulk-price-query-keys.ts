import { featureQueryKeys } from '../../ui/query-keys';

/** The query keys of the Bulk Price screen. */
export const BULK_PRICE_KEYS = featureQueryKeys('bulk-price');
