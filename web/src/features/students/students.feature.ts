import { lazy } from 'react';
import { defineWebFeature } from '../../ui/feature-definition';
import { studentKeys } from './students-query-keys';

/** The students feature's part of the shell: see web/src/app/features.ts. */
export const studentsFeature = defineWebFeature({
  name: 'students',
  cards: [
    {
      route: '/students',
      flag: 'showStudents',
      group: 'People and programmes',
      screen: lazy(() => import('./students-page').then((m) => ({ default: m.StudentsPage }))),
    },
  ],
  pages: [],
  queryKeys: [studentKeys],
});
