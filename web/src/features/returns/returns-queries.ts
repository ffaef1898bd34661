/** Returns' data layer: keys, the order search, the newest returns, and Create Return with its invalidation. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { returnsContract, type ReturnRequestInput } from '@console/contracts/returns.contract';
import { callApi } from '../../api/api-client';
import { returnsKeys, recentReturnsKey } from './returns-query-keys';
import { invalidateKeys } from '../../ui/save-mutation';

/** An order number as typed ('#1001', ' 1001 '): what the search sends, or null for nothing to search. */
export function orderSearchText(typed: string): string | null {
  const value = typed.trim();
  return value === '' ? null : value;
}

/** One order and its returns (docs/functions/commerce-tools.md §2.5). */
export function useOrderSearch(typed: string) {
  const value = orderSearchText(typed);
  return useQuery({
    queryKey: returnsKeys.list({ order: value }),
    queryFn: ({ signal }) => callApi(returnsContract.search, { query: { value: value ?? '' }, signal }),
    enabled: value !== null,
  });
}

/** The newest returns, asked for only while no order is searched. */
export function useRecentReturns(enabled: boolean) {
  return useQuery({ queryKey: recentReturnsKey, queryFn: ({ signal }) => callApi(returnsContract.recent, { signal }), enabled });
}

/** Create Return; a new return changes the order's returns and the newest returns alike. */
export function useCreateReturn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnRequestInput) => callApi(returnsContract.create, { body }),
    onSuccess: () => invalidateKeys(client, [returnsKeys.lists(), recentReturnsKey]),
  });
}
