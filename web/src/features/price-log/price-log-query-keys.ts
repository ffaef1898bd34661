import { featureQueryKeys } from '../../ui/query-keys';

/** The query keys of the Price Control screen. */
export const priceLogKeys = featureQueryKeys('price-log');
