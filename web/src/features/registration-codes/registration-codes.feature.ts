import { lazy } from 'react';
import { defineWebFeature } from '../../ui/feature-definition';
import { codeKeys } from './registration-codes-query-keys';

/** The registration-codes feature's part of the shell: see web/src/app/features.ts. */
export const registrationCodesFeature = defineWebFeature({
  name: 'registration-codes',
  cards: [
    {
      route: '/registrationCodes',
      flag: 'showRegistrationCodes',
      group: 'Codes, credits and giveaways',
      screen: lazy(() => import('./registration-codes-page').then((m) => ({ default: m.RegistrationCodesPage }))),
    },
  ],
  pages: [],
  queryKeys: [codeKeys],
});
