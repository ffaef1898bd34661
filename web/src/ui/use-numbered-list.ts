import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PagedList } from './use-paged-list';

/** One page of a page-numbered list (spec 3 §7: `data.results, per_page, page, total_pages`). */
export interface NumberedPage<T> {
  results: T[];
  page: number;
  total_pages: number;
}

export interface NumberedList<T> extends PagedList<T> {
  page: number;
  totalPages: number;
  /** 'Page X of Y' for the pager. */
  pageText: string;
  /** Back to page 1 (a new filter). */
  first: () => void;
}

/**
 * A page-numbered list (the price log, coupons) behind the same PagedList interface as the cursor
 * lists, so PagedGrid shows it with Previous, Next and 'Page X of Y':
 *
 *   const list = useNumberedList({ queryKey: [...couponKeys.list(), range], fetchPage: (page, signal) =>
 *     callApi(couponsContract.list, { query: { page: String(page), per_page: '10' }, signal }).then((r) => r.data) });
 */
export function useNumberedList<T>({ queryKey, fetchPage }: { queryKey: readonly unknown[]; fetchPage: (page: number, signal: AbortSignal) => Promise<NumberedPage<T>> }): NumberedList<T> {
  const scope = JSON.stringify(queryKey);
  const [position, setPosition] = useState({ scope, page: 1 });
  const page = position.scope === scope ? position.page : 1;
  const query = useQuery({ queryKey: [...queryKey, page], queryFn: ({ signal }) => fetchPage(page, signal), placeholderData: keepPreviousData });
  const data = query.isError ? undefined : query.data;
  const totalPages = data?.total_pages ?? 1;
  const [removed, setRemoved] = useState<((row: T) => boolean) | null>(null);
  const rows = (data?.results ?? []).filter((r) => !removed?.(r));
  return {
    rows,
    loading: query.isFetching,
    failed: query.isError,
    hasNextPage: page < totalPages,
    hasPreviousPage: page > 1,
    pageKey: `${scope}:${page}`,
    next: () => setPosition({ scope, page: Math.min(totalPages, page + 1) }),
    previous: () => setPosition({ scope, page: Math.max(1, page - 1) }),
    first: () => setPosition({ scope, page: 1 }),
    reload: async () => {
      setRemoved(null);
      await query.refetch();
    },
    removeRows: (remove) => setRemoved(() => remove),
    page,
    totalPages,
    pageText: `Page ${page} of ${totalPages}`,
  };
}
