import { useEffect } from 'react';
import { useQuery, useQueryClient, type Query, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';

/** Queries started by a render whose observer has not mounted yet (a render React threw away starts one too). */
const unclaimed = new WeakSet<Query>();
/** An eager answer older than this is not taken as it is: the mounting observer asks again, as it always would. */
const CLAIM_WITHIN_MS = 10_000;

/**
 * `useQuery` whose first request goes out while the component first renders, not after React commits the screen.
 * TanStack Query starts a query when its observer subscribes, after the commit; a list screen's first commit took
 * 300 ms of rendering in Lighthouse, and its list's request waited for it (the rows are the largest paint).
 * The request is the one the observer would make (same key, same function), started once; the first observer that
 * mounts then takes its answer, running or just come, instead of asking again. A render React throws away (a lazy
 * part of the screen still loading) leaves the query for the render that commits.
 */
export function useEagerQuery<TData, TKey extends QueryKey>(
  options: UseQueryOptions<TData, Error, TData, TKey> & { queryKey: TKey },
): UseQueryResult<TData> {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  if (options.enabled !== false && queryClient.getQueryState(options.queryKey) === undefined) {
    void queryClient.prefetchQuery(options);
    const started = cache.find({ queryKey: options.queryKey, exact: true });
    if (started) unclaimed.add(started);
  }
  const query = cache.find({ queryKey: options.queryKey, exact: true });
  const claim =
    query !== undefined &&
    unclaimed.has(query) &&
    (query.state.fetchStatus === 'fetching' || Date.now() - query.state.dataUpdatedAt < CLAIM_WITHIN_MS);
  useEffect(() => {
    if (query) unclaimed.delete(query);
  }, [query]);
  // Without this the observer would see the answer of a moment ago as stale at its mount, and ask again.
  return useQuery(claim ? { ...options, refetchOnMount: false } : options);
}
