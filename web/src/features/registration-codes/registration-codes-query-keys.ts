import { featureQueryKeys } from '../../ui/query-keys';

/** Keys of the registration codes screen: the list by status, the partners, the history. */
export const codeKeys = featureQueryKeys<'registration-codes', { active: boolean | null }, never, { partners: void; history: void }>(
  'registration-codes',
);
export const CODE_PARTNERS_KEY = codeKeys.named('partners');
export const CODE_HISTORY_KEY = codeKeys.named('history');
