import { lazy } from 'react';
import { defineWebFeature } from '../../ui/feature-definition';

/** The risk-report feature's part of the shell: see web/src/app/features.ts. */
export const riskReportFeature = defineWebFeature({
  name: 'risk-report',
  cards: [
    {
      route: '/ekata',
      flag: 'showEkata',
      group: 'Reports',
      screen: lazy(() => import('./risk-report-page').then((m) => ({ default: m.RiskReportPage }))),
    },
  ],
  pages: [],
  queryKeys: [],
});
