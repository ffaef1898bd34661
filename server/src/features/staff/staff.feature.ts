import { defineFeature } from '../../platform/feature';
import { registerStaffRoutes } from './staff.routes';

export const staffFeature = defineFeature({
  name: 'staff',
  flag: 'showStaff',
  routes: [registerStaffRoutes],
});
