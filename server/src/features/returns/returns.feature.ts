import { defineFeature } from '../../platform/feature';
import { registerReturnRoutes } from './returns.routes';
import { seedDemoReturns } from './returns.seed';

export const returnsFeature = defineFeature({
  name: 'returns',
  flag: 'showOrderReturns',
  routes: [registerReturnRoutes],
  seed: [{ order: 150, needsApp: true, run: seedDemoReturns }],
});
