import { featureQueryKeys } from '../../ui/query-keys';

/** The query keys of the Price Control screen. */
export const PRICE_LOG_KEYS = featureQueryKeys('price-log');
