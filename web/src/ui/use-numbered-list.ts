import { useCallback, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { LIST_URL_PARAMS, NUMBER_PAGE_PARAMS, listPageChange, pageOfParam, useListUrl, useUrlPageInScope } from './list-url-state';
import type { PagedList } from './use-paged-list';

/**
 * One page of a page-numbered list. the documented calls answer the row count and hasPrevious/hasNext;
 * the documented (price log, coupons) answer the page count: give what the call answers.
 */
export interface NumberedPage<T> {
  list: T[];
  total?: number;
  pageCount?: number;
  hasPrevious?: boolean;
  hasNext?: boolean;
}

export interface NumberedListOptions<T> {
  /** Names the list and everything that filters it; a new key starts again at page 1. */
  queryKey: readonly unknown[];
  fetchPage: (page: number, signal: AbortSignal) => Promise<NumberedPage<T>>;
  /** Rows a page, to count pages from `total`; not needed when the call answers `pageCount`. */
  pageSize?: number;
  /** Called with the failure of a load (the screen decides what to show). */
  onError?: (error: unknown) => void;
  /** Keep the page number in the URL's `page` (reload and Back keep it); page 1 is left out. */
  pageInUrl?: boolean;
}

/** A PagedList (so PagedGrid shows it) that also knows its page number, page count and total: 'n of m'. */
export interface NumberedList<T> extends PagedList<T> {
  page: number;
  pageCount: number;
  total: number;
  setPage: (page: number) => void;
  /** 'Page X of Y' for the pager (docs/functions/commerce-tools.md). */
  pageText: string;
}

export function useNumberedList<T>({
  queryKey,
  fetchPage,
  pageSize = 1,
  onError,
  pageInUrl = false,
}: NumberedListOptions<T>): NumberedList<T> {
  const queryClient = useQueryClient();
  const scope = JSON.stringify(queryKey);
  const [params, changeUrl] = useListUrl();
  const [position, setPosition] = useState<{ scope: string; page: number }>({ scope, page: 1 });
  // Filters outside the URL start at page 1, and the URL's page goes with them.
  const urlPageInScope = useUrlPageInScope(scope, NUMBER_PAGE_PARAMS, pageInUrl);
  const urlPage = urlPageInScope ? pageOfParam(params.get(LIST_URL_PARAMS.page)) + 1 : 1;
  const page = pageInUrl ? urlPage : position.scope === scope ? position.page : 1;
  const fullKey = [...queryKey, page];

  const query = useQuery({
    queryKey: fullKey,
    queryFn: async ({ signal }) => {
      try {
        return await fetchPage(page, signal);
      } catch (error) {
        if (!signal.aborted) onError?.(error);
        throw error;
      }
    },
    placeholderData: keepPreviousData,
  });
  const data = query.isError ? undefined : query.data;
  const loading = query.isFetching;
  const total = data?.total ?? 0;
  const pageCount = Math.max(1, data?.pageCount ?? Math.ceil(total / pageSize));
  const hasNext = data ? (data.hasNext ?? page < pageCount) : false;
  const hasPrevious = data ? (data.hasPrevious ?? page > 1) : false;
  const setPage = useCallback(
    (next: number) => {
      if (pageInUrl) changeUrl(listPageChange(Math.max(1, next) - 1));
      else setPosition({ scope, page: Math.max(1, next) });
    },
    [pageInUrl, changeUrl, scope],
  );
  const key = JSON.stringify(fullKey);
  const reload = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: JSON.parse(scope) as unknown[] });
  }, [queryClient, scope]);
  const removeRows = useCallback(
    (remove: (row: T) => boolean) => {
      queryClient.setQueryData<NumberedPage<T>>(
        JSON.parse(key) as unknown[],
        (old) => old && { ...old, list: old.list.filter((row) => !remove(row)) },
      );
    },
    [queryClient, key],
  );

  return {
    rows: data?.list ?? [],
    loading,
    failed: query.isError && !loading,
    hasNextPage: !loading && hasNext,
    hasPreviousPage: !loading && hasPrevious,
    pageKey: key,
    next: () => hasNext && setPage(page + 1),
    previous: () => hasPrevious && setPage(page - 1),
    reload,
    removeRows,
    page,
    pageCount,
    total,
    setPage,
    pageText: `Page ${page} of ${pageCount}`,
  };
}
