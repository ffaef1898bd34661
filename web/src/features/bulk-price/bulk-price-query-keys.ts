import { featureQueryKeys } from '../../ui/query-keys';

/** The query keys of the Bulk Price screen. */
export const bulkPriceKeys = featureQueryKeys('bulk-price');
