import { defineFeature } from '../../platform/feature';
import { registerNationalPartnerRoutes } from './national-partners.routes';
import { nationalPartnerImportJob } from './national-partners.jobs';

export const nationalPartnersFeature = defineFeature({
  name: 'national-partners',
  flag: 'showNP',
  routes: [registerNationalPartnerRoutes],
  jobs: [nationalPartnerImportJob],
});
