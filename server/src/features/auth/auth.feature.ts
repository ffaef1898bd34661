import { defineFeature } from '../../platform/feature';
import { registerAuthRoutes } from './auth.routes';

export const authFeature = defineFeature({
  name: 'auth',
  routes: [registerAuthRoutes],
});
