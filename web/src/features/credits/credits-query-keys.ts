import type { TransactionsQuery } from '@console/contracts/credits.contract';
import { featureQueryKeys } from '../../ui/query-keys';

/** What tells the two credits lists apart: the tab, and its search, filters and sort as the URL holds them. */
export type CreditListQuery =
  | { tab: 'customers'; search: string; sort: number }
  | { tab: 'transactions'; query: Partial<Omit<TransactionsQuery, 'page' | 'pageSize'>> };

export const creditKeys = featureQueryKeys<'credits', CreditListQuery, never, { 'review-moves': void }>('credits');
