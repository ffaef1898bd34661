import { defineFeature } from '../../platform/feature';
import { registerJobRoutes } from './jobs.routes';

export const jobsFeature = defineFeature({
  name: 'jobs',
  routes: [registerJobRoutes],
});
