import { QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * For tests of what a save invalidates: a client holding data under each named key, and the names of those a save
 * has made stale since (what it leaves fresh is as much the point as what it marks).
 */
export function cacheHolding(keys: Record<string, QueryKey>): { client: QueryClient; stale: () => string[] } {
  const client = new QueryClient();
  for (const key of Object.values(keys)) client.setQueryData(key, {});
  const stale = () =>
    Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
  return { client, stale };
}
