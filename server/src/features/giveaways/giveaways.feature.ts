import { defineFeature } from '../../platform/feature';
import { registerGiveawayRoutes } from './giveaways.routes';
import { registerEntryRoutes } from './entry.routes';
import { giveawayReportJob } from './giveaways.jobs';
import { seedDemoGiveaways } from './giveaways.seed';

export const giveawaysFeature = defineFeature({
  name: 'giveaways',
  flag: 'showGiveaways',
  routes: [registerGiveawayRoutes, registerEntryRoutes],
  jobs: [giveawayReportJob],
  seed: [{ order: 100, run: seedDemoGiveaways }],
});
