import { featureQueryKeys } from '../../ui/query-keys';

export const priceMonitoringKeys = featureQueryKeys('price-monitoring');
