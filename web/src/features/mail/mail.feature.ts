import { lazy } from 'react';
import { defineWebFeature } from '../../ui/feature-definition';
import { mailKeys } from './mail-query-keys';

/** The mail feature's part of the shell: see web/src/app/features.ts. */
export const mailFeature = defineWebFeature({
  name: 'mail',
  cards: [],
  pages: [
    {
      route: '/mail',
      name: 'Mail',
      flag: null,
      screen: lazy(() => import('./mail-page').then((m) => ({ default: m.MailPage }))),
    },
  ],
  queryKeys: [mailKeys],
});
