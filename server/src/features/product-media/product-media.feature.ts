import { defineFeature } from '../../platform/feature';
import { registerProductMediaRoutes } from './product-media.routes';
import { seedProductMedia } from './product-media.seed';

export const productMediaFeature = defineFeature({
  name: 'product-media',
  flag: 'showProductMedia',
  routes: [registerProductMediaRoutes],
  seed: [{ order: 40, needsApp: true, run: seedProductMedia }],
});
