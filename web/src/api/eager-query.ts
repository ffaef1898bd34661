import { useState } from 'react';
import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';

/**
 * `useQuery` whose first request goes out while the component first renders, not after React commits the screen.
 * TanStack Query starts a query when its observer subscribes, after the commit; a list screen's first commit took
 * 300 ms of rendering in Lighthouse, and its list's request waited for it (issue 26: the rows are the largest paint).
 * The request is the one the observer would make (same key, same function), started once; the observer that mounts
 * then takes its answer, running or done, instead of asking again. A render React throws away leaves only a cached
 * answer.
 */
export function useEagerQuery<TData, TKey extends QueryKey>(
  options: UseQueryOptions<TData, Error, TData, TKey> & { queryKey: TKey },
): UseQueryResult<TData> {
  const queryClient = useQueryClient();
  const [startedHere] = useState(() => {
    if (options.enabled === false || queryClient.getQueryState(options.queryKey) !== undefined) return false;
    void queryClient.prefetchQuery(options);
    return true;
  });
  // Without this the observer would see the answer of a moment ago as stale at its mount, and ask again.
  return useQuery(startedHere ? { ...options, refetchOnMount: false } : options);
}
