import { lazy } from 'react';
import { defineWebFeature } from '../../ui/feature-definition';

/** The knot-report feature's part of the shell: see web/src/app/features.ts. */
export const knotReportFeature = defineWebFeature({
  name: 'knot-report',
  cards: [
    {
      route: '/knotReport',
      flag: 'showKnotReport',
      group: 'Reports',
      screen: lazy(() => import('./knot-report-page').then((m) => ({ default: m.KnotReportPage }))),
    },
  ],
  pages: [],
  queryKeys: [],
});
