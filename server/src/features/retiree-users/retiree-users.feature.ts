import { defineFeature } from '../../platform/feature';
import { registerRetireeUserRoutes } from './retiree-users.routes';

export const retireeUsersFeature = defineFeature({
  name: 'retiree-users',
  flag: 'showRetireeUsers',
  routes: [registerRetireeUserRoutes],
});
