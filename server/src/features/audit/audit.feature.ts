import { defineFeature } from '../../platform/feature';
import { registerAuditRoutes } from './audit.routes';

export const auditFeature = defineFeature({
  name: 'audit',
  flag: 'showAudit',
  routes: [registerAuditRoutes],
});
