import { defineFeature } from '../../platform/feature';
import { registerBundleReportRoutes } from './bundle-report.routes';
import { bundleReportJob } from './bundle-report.jobs';

export const bundleReportFeature = defineFeature({
  name: 'bundle-report',
  flag: 'showBundleReport',
  routes: [registerBundleReportRoutes],
  jobs: [bundleReportJob],
});
