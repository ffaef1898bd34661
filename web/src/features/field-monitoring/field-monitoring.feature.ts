import { lazy } from 'react';
import { defineWebFeature } from '../../ui/feature-definition';
import { fieldMonitoringKeys } from './field-monitoring-query-keys';

/** The field-monitoring feature's part of the shell: see web/src/app/features.ts. */
export const fieldMonitoringFeature = defineWebFeature({
  name: 'field-monitoring',
  cards: [
    {
      route: '/salsify',
      flag: 'showSalsify',
      group: 'Reports',
      screen: lazy(() => import('./field-monitoring-page').then((m) => ({ default: m.FieldMonitoringPage }))),
    },
  ],
  pages: [],
  queryKeys: [fieldMonitoringKeys],
});
