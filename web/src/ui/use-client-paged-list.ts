import { useCallback, useEffect, useState } from 'react';
import type { PagedList } from './use-paged-list';

export interface ClientPagedSource<T> {
  /** Every row of the list, already loaded (spec 2 Events: client-side paging). */
  rows: readonly T[];
  loading: boolean;
  failed: boolean;
  reload: () => Promise<void>;
  /** A new key (a tab, a filter) starts again at the first page. */
  resetKey?: string;
}

/** Pages a loaded list in the browser, `pageSize` rows at a time, in the shape PagedGrid shows. */
export function useClientPagedList<T>(
  { rows, loading, failed, reload, resetKey = '' }: ClientPagedSource<T>,
  pageSize: number,
): PagedList<T> {
  const [page, setPage] = useState(0);
  const lastPage = Math.max(0, Math.ceil(rows.length / pageSize) - 1);
  useEffect(() => setPage(0), [resetKey]);
  // A reload with fewer rows (an archived event) keeps the operator on a page that still exists.
  const current = Math.min(page, lastPage);
  const next = useCallback(() => setPage((p) => Math.min(p + 1, lastPage)), [lastPage]);
  const previous = useCallback(() => setPage((p) => Math.max(p - 1, 0)), []);
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
