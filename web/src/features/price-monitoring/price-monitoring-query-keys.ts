import { featureQueryKeys } from '../../ui/query-keys';

export const priceMonitoringKeys = featureQueryKeys<'price-monitoring', void, never, { settings: void }>('price-monitoring');
