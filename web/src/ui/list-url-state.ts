import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ColumnSort } from './sort-rows';

/**
 * A list's state lives in the URL (as Saleor's `urls.ts`): Back, reload and a shared link
 * give the same list. One screen shows one list at a time, so the names are plain:
 * `tab` (index), `search` and `searchType` (docs/functions/shell-students-staff.md §5), `dir` and `cursor`
 * (docs/functions/shell-students-staff.md §7 paging).
 */
export const LIST_URL_PARAMS = {
  tab: 'tab',
  search: 'search',
  searchType: 'searchType',
  direction: 'dir',
  cursor: 'cursor',
  sort: 'sort',
  page: 'page',
  /** A list's status filter (jobs, mail). */
  status: 'status',
} as const;

/** The params a new tab or a new search starts again without. */
const PAGE_PARAMS = [LIST_URL_PARAMS.direction, LIST_URL_PARAMS.cursor, LIST_URL_PARAMS.page];
const SEARCH_PARAMS = [LIST_URL_PARAMS.search, LIST_URL_PARAMS.searchType];

export type UrlChange = Record<string, string | null>;

/** Applies a change to the params: null removes one. Pure, so it is unit tested. */
export function changedParams(current: URLSearchParams, change: UrlChange): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(change)) {
    if (value === null || value === '') next.delete(name);
    else next.set(name, value);
  }
  return next;
}

/** The params of a cursor page, and of a page of a list held in the browser. */
export const CURSOR_PARAMS = [LIST_URL_PARAMS.direction, LIST_URL_PARAMS.cursor] as const;
export const NUMBER_PAGE_PARAMS = [LIST_URL_PARAMS.page] as const;

/** Another status filter starts at the first page; null is every status. */
export const statusChange = (status: string | null): UrlChange => ({ ...pageChange(null, null), [LIST_URL_PARAMS.status]: status });

/** A new page of the same list. */
export const pageChange = (direction: string | null, cursor: string | null): UrlChange => ({
  [LIST_URL_PARAMS.direction]: direction,
  [LIST_URL_PARAMS.cursor]: cursor,
  [LIST_URL_PARAMS.page]: null,
});

/** A grid's column sort in the URL's `sort`: `name:asc,date:desc`; null for the list's own default, so clean URLs stay clean. */
export function sortParam(sorts: readonly ColumnSort[], defaults: readonly ColumnSort[]): string | null {
  const text = (list: readonly ColumnSort[]) => list.map((s) => `${s.colId}:${s.sort}`).join(',');
  return text(sorts) === text(defaults) ? null : text(sorts) || 'none';
}

/** The sort a `sort` param names, or null when there is none (the list's default applies). */
export function parseSortParam(value: string | null): ColumnSort[] | null {
  if (value === null) return null;
  if (value === 'none') return [];
  return value.split(',').flatMap((part) => {
    const [colId, sort] = part.split(':');
    return colId && (sort === 'asc' || sort === 'desc') ? [{ colId, sort }] : [];
  });
}

/** A page of a list held in the browser, 0-based here and 1-based in the URL's `page`; page 1 is left out. */
export const pageOfParam = (value: string | null): number => Math.max(0, (Number.parseInt(value ?? '', 10) || 1) - 1);
export const listPageChange = (page: number): UrlChange => ({ [LIST_URL_PARAMS.page]: page > 0 ? String(page + 1) : null });
/** A new search starts at the first page. */
export const searchChange = (searchValue: string, searchType: string): UrlChange => ({
  ...pageChange(null, null),
  [LIST_URL_PARAMS.search]: searchValue,
  [LIST_URL_PARAMS.searchType]: searchValue ? searchType : null,
});
/** Another tab starts without the last tab's search and page. */
export const tabChange = (index: number): UrlChange => ({
  [LIST_URL_PARAMS.tab]: String(index),
  ...Object.fromEntries([...PAGE_PARAMS, ...SEARCH_PARAMS, LIST_URL_PARAMS.sort].map((name) => [name, null])),
});

const tabIndex = (value: string | null | undefined, tabCount: number): number | null => {
  const index = Number(value ?? NaN);
  return Number.isInteger(index) && index >= 0 && index < tabCount ? index : null;
};

/** The list params other than the tab: a URL with any of them describes a list, so it also says which tab. */
const LIST_STATE_PARAMS = Object.values(LIST_URL_PARAMS).filter((name) => name !== LIST_URL_PARAMS.tab);

/**
 * The tab the URL asks for, or null when it says nothing and the remembered tab may choose. `tab` names
 * it; a list state without `tab` (a link such as `?search=<code>` from the palette or a colleague) is the
 * first tab's, since every choice of another tab writes `tab`. Parameters that are not the list's (the
 * admin's launch `shop`, `host`) say nothing.
 */
export function tabOfUrl(params: URLSearchParams, tabCount: number): number | null {
  const named = params.get(LIST_URL_PARAMS.tab);
  if (named !== null) return tabIndex(named, tabCount) ?? 0;
  return LIST_STATE_PARAMS.some((name) => params.has(name)) ? 0 : null;
}

/** The remembered tab (a cookie's value) when it is one of the screen's tabs. */
export const rememberedTab = (value: string | null | undefined, tabCount: number): number | null => tabIndex(value, tabCount);

/** Changes the URL; `replace` corrects it without a history entry (Back should not return to a stale page). */
export type ChangeUrl = (change: UrlChange, options?: { replace?: boolean }) => void;

/** The URL's params and a setter that pushes a history entry (so Back returns to the last list state). */
export function useListUrl(): [URLSearchParams, ChangeUrl] {
  const [params, setParams] = useSearchParams();
  const change = useCallback<ChangeUrl>(
    (c, options) => setParams((current) => changedParams(current, c), { replace: options?.replace === true }),
    [setParams],
  );
  return [params, change];
}

/**
 * Whether the URL's page (`pageNames`) belongs to the filters (`scope`) on screen. Filters that are not
 * in the URL (a status picked on the screen) change without the page: the list shows page 1, and the
 * stale page leaves the URL. Back restores filters and page together, so a page that changed with the
 * scope is kept. A list that keeps its page elsewhere (`enabled` false) leaves the URL alone.
 */
export function useUrlPageInScope(scope: string, pageNames: readonly string[], enabled: boolean): boolean {
  const [params, change] = useListUrl();
  const page = pageNames.map((name) => params.get(name) ?? '').join('|');
  const [seen, setSeen] = useState({ scope, page });
  const stale = enabled && seen.scope !== scope && seen.page === page;
  useEffect(() => {
    if (!enabled) return;
    // The stale page leaves the URL first; the scope counts as seen once the URL has changed.
    if (stale && page.replaceAll('|', '') !== '') change(Object.fromEntries(pageNames.map((name) => [name, null])), { replace: true });
    else if (seen.scope !== scope || seen.page !== page) setSeen({ scope, page });
  }, [enabled, seen, scope, page, stale, change, pageNames]);
  return !stale;
}

/** A plain text search kept in the URL's `search` (the palette opens a screen on `?search=<name>`); a new one starts at the first page. */
export function useUrlSearchText(): [string, (text: string) => void] {
  const [params, change] = useListUrl();
  const search = params.get(LIST_URL_PARAMS.search) ?? '';
  const setSearch = useCallback(
    (text: string) => change({ ...pageChange(null, null), [LIST_URL_PARAMS.search]: text.trim() || null }),
    [change],
  );
  return [search, setSearch];
}

/** Whether a name holds the searched text, ignoring case; everything matches no search. */
export const matchesSearch = (name: string, search: string): boolean => name.toLowerCase().includes(search.trim().toLowerCase());

/** A sort option of a list whose contract list query (`Q`) sorts by `sortField`: an option naming a field the query does not know fails typecheck. */
export interface UrlSortOption<Q extends { sortField?: string }> {
  id: number;
  sortField: NonNullable<Q['sortField']>;
  sortOrder: 'asc' | 'desc';
}

/**
 * A server sort picked from the contract's options (the documented Sort select), kept in the URL's `sort` as
 * the option's id with the list's default left out; e.g. `useUrlSortOption<CustomersQuery>(CUSTOMER_SORT_OPTIONS, 3)`.
 * Another sort starts at page 1, in the same URL change.
 */
export function useUrlSortOption<Q extends { sortField?: string }>(
  options: readonly UrlSortOption<Q>[],
  defaultId: number,
): [number, (id: number) => void] {
  const [params, change] = useListUrl();
  const chosen = options.find((o) => String(o.id) === params.get(LIST_URL_PARAMS.sort));
  const setSortId = useCallback(
    (id: number) => change({ ...listPageChange(0), [LIST_URL_PARAMS.sort]: id === defaultId ? null : String(id) }),
    [change, defaultId],
  );
  return [chosen?.id ?? defaultId, setSortId];
}
