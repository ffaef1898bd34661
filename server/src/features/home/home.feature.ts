import { defineFeature } from '../../platform/feature';
import { registerHomeRoutes } from './home.routes';

export const homeFeature = defineFeature({
  name: 'home',
  routes: [registerHomeRoutes],
});
