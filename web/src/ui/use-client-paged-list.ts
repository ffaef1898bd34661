import { useCallback, useEffect, useState } from 'react';
import { LIST_URL_PARAMS, NUMBER_PAGE_PARAMS, listPageChange, pageOfParam, useListUrl, useUrlPageInScope } from './list-url-state';
import type { PagedList } from './use-paged-list';

export interface ClientPagedSource<T> {
  /** Every row of the list, already loaded (docs/functions/people-invites-events.md Events: client-side paging). */
  rows: readonly T[];
  loading: boolean;
  failed: boolean;
  reload: () => Promise<void>;
  /** A new key (a tab, a filter) starts again at the first page. */
  resetKey?: string;
}

/**
 * Pages a loaded list in the browser, `pageSize` rows at a time, in the shape PagedGrid shows; with
 * `pageInUrl` the page is the URL's `page` (reload and Back keep it), else the component's.
 */
export function useClientPagedList<T>(
  { rows, loading, failed, reload, resetKey = '' }: ClientPagedSource<T>,
  pageSize: number,
  { pageInUrl = false }: { pageInUrl?: boolean } = {},
): PagedList<T> {
  const [params, changeUrl] = useListUrl();
  const [localPage, setLocalPage] = useState(0);
  const urlPageInScope = useUrlPageInScope(resetKey, NUMBER_PAGE_PARAMS, pageInUrl);
  const page = pageInUrl ? (urlPageInScope ? pageOfParam(params.get(LIST_URL_PARAMS.page)) : 0) : localPage;
  const lastPage = Math.max(0, Math.ceil(rows.length / pageSize) - 1);
  useEffect(() => setLocalPage(0), [resetKey]);
  // A reload with fewer rows (an archived event) keeps the operator on a page that still exists.
  const current = Math.min(page, lastPage);
  const setPage = useCallback((next: number) => (pageInUrl ? changeUrl(listPageChange(next)) : setLocalPage(next)), [pageInUrl, changeUrl]);
  const next = useCallback(() => setPage(Math.min(current + 1, lastPage)), [setPage, current, lastPage]);
  const previous = useCallback(() => setPage(Math.max(current - 1, 0)), [setPage, current]);
  return {
    rows: rows.slice(current * pageSize, (current + 1) * pageSize),
    loading,
    failed,
    hasNextPage: !loading && current < lastPage,
    hasPreviousPage: !loading && current > 0,
    pageKey: `${resetKey}:${current}`,
    next,
    previous,
    reload,
    removeRows: () => undefined,
  };
}
