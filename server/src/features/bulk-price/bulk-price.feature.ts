import { defineFeature } from '../../platform/feature';
import { registerBulkPriceRoutes } from './bulk-price.routes';
import { BULK_PRICE_JOBS } from './bulk-price.jobs';
import { seedDemoPrices } from './bulk-price.seed';

export const bulkPriceFeature = defineFeature({
  name: 'bulk-price',
  flag: 'showBulkPrice',
  routes: [registerBulkPriceRoutes],
  jobs: BULK_PRICE_JOBS,
  seed: [{ order: 140, needsApp: true, run: seedDemoPrices }],
});
