import { defineFeature } from '../../platform/feature';
import { registerKnotReportRoutes } from './knot-report.routes';
import { knotReportJob } from './knot-report.jobs';

export const knotReportFeature = defineFeature({
  name: 'knot-report',
  flag: 'showKnotReport',
  routes: [registerKnotReportRoutes],
  jobs: [knotReportJob],
});
