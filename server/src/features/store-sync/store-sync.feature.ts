import { defineFeature } from '../../platform/feature';
import { registerStoreSyncRoutes } from './store-sync.routes';
import { STORE_SYNC_JOBS } from './store-sync.jobs';
import { startStoreSync } from './store-sync.service';

export const storeSyncFeature = defineFeature({
  name: 'store-sync',
  flag: 'showStoreSync',
  routes: [registerStoreSyncRoutes],
  jobs: STORE_SYNC_JOBS,
  start: { order: 20, run: startStoreSync },
});
