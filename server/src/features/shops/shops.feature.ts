import { defineFeature } from '../../platform/feature';
import { registerShopsRoutes } from './shops.routes';

/** The shops an operator may work in and the switch between them (docs/several-shops.md). */
export const shopsFeature = defineFeature({
  name: 'shops',
  routes: [registerShopsRoutes],
});
