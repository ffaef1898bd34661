import { featureQueryKeys } from '../../ui/query-keys';
import type { PriceLogRange } from './price-log-queries';

/** The query keys of the Price Control screen: the list by date range (null: every change). */
export const priceLogKeys = featureQueryKeys<'price-log', { range: PriceLogRange }>('price-log');
