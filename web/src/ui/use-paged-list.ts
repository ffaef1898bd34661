import { useCallback, useState } from 'react';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useEagerQuery } from '../api/eager-query';
import type { CountedPage, Page, PageQuery } from '@console/contracts/common/paging';
import { CURSOR_PARAMS, LIST_URL_PARAMS, pageChange, useListUrl, useUrlPageInScope } from './list-url-state';
import { logFailure } from './log';

export interface PagedListOptions<T> {
  /** Names the list and everything that filters it (tab, search); a new key starts again at the first page. */
  queryKey: readonly unknown[];
  /** One cursor page: `direction` and `last_id` of docs/functions/shell-students-staff.md §7, both absent for the first page. */
  fetchPage: (cursor: PageQuery, signal: AbortSignal) => Promise<Page<T> | CountedPage<T>>;
  /** Asks for the page again every so many ms while this answers a number for the rows on screen (e.g. while a job runs). */
  refetchInterval?: (rows: readonly T[]) => number | false;
  /** Keep the page in the URL (`dir`, `cursor`): Back returns to the last page, reload keeps it. */
  cursorInUrl?: boolean;
}

export interface PagedList<T> {
  rows: T[];
  loading: boolean;
  failed: boolean;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  /** How many rows the list holds in all under its filters, when the server counts them (the approval queues). */
  total?: number;
  /** The total stopped counting at COUNT_CAP: shown as "10,000+". */
  totalCapped?: boolean;
  /** Changes with every page shown, so a grid can clear what belonged to the last one (its selection). */
  pageKey: string;
  next: () => void;
  previous: () => void;
  /** Loads the current page again, and marks the list's other pages as stale. */
  reload: () => Promise<void>;
  /** Takes rows out of the page on screen without a reload (docs/functions/shell-students-staff.md §4: a moved row disappears). */
  removeRows: (remove: (row: T) => boolean) => void;
}

/** Cursor paging over one page at a time, cached by TanStack Query per (list, filters, cursor). */
export function usePagedList<T>({ queryKey, fetchPage, refetchInterval, cursorInUrl = false }: PagedListOptions<T>): PagedList<T> {
  const queryClient = useQueryClient();
  const scope = JSON.stringify(queryKey);
  const [params, changeUrl] = useListUrl();
  const [position, setLocalPosition] = useState<{ scope: string; cursor: PageQuery }>({ scope, cursor: {} });
  const urlDirection = params.get(LIST_URL_PARAMS.direction);
  const urlCursor = params.get(LIST_URL_PARAMS.cursor);
  // Filters outside the URL (a status picked on the screen) start at the first page, and the URL's cursor goes.
  const urlCursorInScope = useUrlPageInScope(scope, CURSOR_PARAMS, cursorInUrl);
  const cursor: PageQuery = cursorInUrl
    ? urlCursorInScope && urlCursor && (urlDirection === 'next' || urlDirection === 'previous')
      ? { direction: urlDirection, last_id: urlCursor }
      : {}
    : position.scope === scope
      ? position.cursor
      : {};
  const setPosition = useCallback(
    (next: { scope: string; cursor: PageQuery }) => {
      if (cursorInUrl) changeUrl(pageChange(next.cursor.direction ?? null, next.cursor.last_id ?? null));
      else setLocalPosition(next);
    },
    [cursorInUrl, changeUrl],
  );
  const pageKey = [...queryKey, cursor.direction ?? 'first', cursor.last_id ?? ''];

  const query = useEagerQuery({
    queryKey: pageKey,
    queryFn: async ({ signal }) => {
      try {
        return await fetchPage(cursor, signal);
      } catch (error) {
        if (!signal.aborted) logFailure('Loading the list failed', error);
        throw error;
      }
    },
    placeholderData: keepPreviousData,
    refetchInterval: refetchInterval && ((q) => refetchInterval(q.state.data?.rows ?? [])),
  });

  const page = query.isError ? undefined : query.data;
  const [reloading, setReloading] = useState(false);
  // A poll of the page on screen stays quiet: no overlay, no spinner, the pager stays usable.
  const polling = refetchInterval !== undefined && query.isFetched && !query.isPlaceholderData && !reloading;
  const loading = query.isFetching && !polling;
  const next = useCallback(() => {
    if (page?.hasNextPage && page.nextCursor) setPosition({ scope, cursor: { direction: 'next', last_id: page.nextCursor } });
  }, [page, scope, setPosition]);
  const previous = useCallback(() => {
    if (page?.hasPreviousPage && page.previousCursor)
      setPosition({ scope, cursor: { direction: 'previous', last_id: page.previousCursor } });
  }, [page, scope, setPosition]);
  const fullKey = JSON.stringify(pageKey);
  const reload = useCallback(async () => {
    setReloading(true);
    try {
      await queryClient.invalidateQueries({ queryKey: JSON.parse(scope) as unknown[] });
    } finally {
      setReloading(false);
    }
  }, [queryClient, scope]);
  const removeRows = useCallback(
    (remove: (row: T) => boolean) => {
      queryClient.setQueryData<Page<T> | CountedPage<T>>(JSON.parse(fullKey) as unknown[], (old) => {
        if (!old) return old;
        const rows = old.rows.filter((row) => !remove(row));
        // The rows taken out left the list, so its total drops with them until the next load.
        // A capped total ("10,000+") stays as it is: more rows than it says still match.
        if (!('total' in old) || old.totalCapped) return { ...old, rows };
        return { ...old, rows, total: Math.max(0, old.total - (old.rows.length - rows.length)) };
      });
    },
    [queryClient, fullKey],
  );

  return {
    rows: page?.rows ?? [],
    loading,
    failed: query.isError && !loading,
    hasNextPage: !loading && !!page?.hasNextPage,
    hasPreviousPage: !loading && !!page?.hasPreviousPage,
    total: (page as Partial<CountedPage<T>> | undefined)?.total,
    totalCapped: (page as Partial<CountedPage<T>> | undefined)?.totalCapped ?? false,
    pageKey: fullKey,
    next,
    previous,
    reload,
    removeRows,
  };
}
