import { defineFeature } from '../../platform/feature';
import { registerCreditRoutes } from './credits.routes';
import { creditImportJob } from './credits.jobs';
import { storeCreditMovesJob } from './store-credit.jobs';
import { storeCreditMirrorJob } from './store-credit-mirror.jobs';
import { creditCustomersReportJob, creditTransactionsReportJob } from './credit-reports.jobs';
import { seedDemoCredits } from './credits.seed';

export const creditsFeature = defineFeature({
  name: 'credits',
  flag: 'showCredits',
  routes: [registerCreditRoutes],
  jobs: [creditImportJob, storeCreditMovesJob, storeCreditMirrorJob, creditCustomersReportJob, creditTransactionsReportJob],
  seed: [{ order: 110, run: seedDemoCredits }],
});
