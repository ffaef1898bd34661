import { defineFeature } from '../../platform/feature';
import { registerPriceLogRoutes } from './price-log.routes';

export const priceLogFeature = defineFeature({
  name: 'price-log',
  flag: 'showPriceControl',
  routes: [registerPriceLogRoutes],
});
