import { defineFeature } from '../../platform/feature';
import { registerRiskReportRoutes } from './risk-report.routes';
import { riskReportJob } from './risk-report.jobs';

export const riskReportFeature = defineFeature({
  name: 'risk-report',
  flag: 'showEkata',
  routes: [registerRiskReportRoutes],
  jobs: [riskReportJob],
});
