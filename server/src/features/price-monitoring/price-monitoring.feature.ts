import { defineFeature } from '../../platform/feature';
import { registerPriceMonitoringRoutes } from './price-monitoring.routes';
import { priceFeedJob } from './price-monitoring.jobs';

export const priceMonitoringFeature = defineFeature({
  name: 'price-monitoring',
  flag: 'showPriceSpider',
  routes: [registerPriceMonitoringRoutes],
  jobs: [priceFeedJob],
});
