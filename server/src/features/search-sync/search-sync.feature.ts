import { defineFeature } from '../../platform/feature';
import { registerSearchSyncRoutes } from './search-sync.routes';
import { searchSyncJob } from './search-sync.jobs';

export const searchSyncFeature = defineFeature({
  name: 'search-sync',
  flag: 'showSolr',
  routes: [registerSearchSyncRoutes],
  jobs: [searchSyncJob],
});
