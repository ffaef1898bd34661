import { defineFeature } from '../../platform/feature';
import { registerPartnerUserRoutes } from './partner-users.routes';

export const partnerUsersFeature = defineFeature({
  name: 'partner-users',
  flag: 'showPartnerUsers',
  routes: [registerPartnerUserRoutes],
});
