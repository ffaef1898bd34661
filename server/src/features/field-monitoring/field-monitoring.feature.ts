import { defineFeature } from '../../platform/feature';
import { registerFieldMonitoringRoutes } from './field-monitoring.routes';
import { fieldReportJob } from './field-monitoring.jobs';
import { seedFieldMonitoring } from './field-monitoring.seed';

export const fieldMonitoringFeature = defineFeature({
  name: 'field-monitoring',
  flag: 'showSalsify',
  routes: [registerFieldMonitoringRoutes],
  jobs: [fieldReportJob],
  seed: [{ order: 60, needsApp: true, run: seedFieldMonitoring }],
});
