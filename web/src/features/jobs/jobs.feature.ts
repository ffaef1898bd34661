import { lazy } from 'react';
import { defineWebFeature } from '../../ui/feature-definition';
import { jobKeys } from '../../api/jobs-query-keys';

/** The jobs feature's part of the shell: see web/src/app/features.ts. */
export const jobsFeature = defineWebFeature({
  name: 'jobs',
  cards: [],
  pages: [
    {
      route: '/jobs',
      name: 'Jobs',
      flag: null,
      screen: lazy(() => import('./jobs-page').then((m) => ({ default: m.JobsPage }))),
    },
  ],
  queryKeys: [jobKeys],
});
