import { lazy } from 'react';
import { defineWebFeature } from '../../ui/feature-definition';

/** The bundle-report feature's part of the shell: see web/src/app/features.ts. */
export const bundleReportFeature = defineWebFeature({
  name: 'bundle-report',
  cards: [
    {
      route: '/bundleReport',
      flag: 'showBundleReport',
      group: 'Reports',
      screen: lazy(() => import('./bundle-report-page').then((m) => ({ default: m.BundleReportPage }))),
    },
  ],
  pages: [],
  queryKeys: [],
});
