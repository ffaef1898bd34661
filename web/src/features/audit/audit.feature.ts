import { lazy } from 'react';
import { defineWebFeature } from '../../ui/feature-definition';
import { auditKeys } from './audit-query-keys';

/** The audit feature's part of the shell: see web/src/app/features.ts. */
export const auditFeature = defineWebFeature({
  name: 'audit',
  cards: [],
  pages: [
    {
      route: '/audit',
      name: 'Audit',
      flag: 'showAudit',
      screen: lazy(() => import('./audit-page').then((m) => ({ default: m.AuditPage }))),
    },
  ],
  queryKeys: [auditKeys],
});
