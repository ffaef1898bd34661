import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { ColumnSort } from './sort-rows';

/**
 * A list's state lives in the URL (issue 19, as Saleor's `urls.ts`): Back, reload and a shared link
 * give the same list. One screen shows one list at a time, so the names are plain:
 * `tab` (index), `search` and `searchType` (spec 1 §5), `dir` and `cursor` (spec 1 §7 paging).
 */
export const LIST_URL_PARAMS = {
  tab: 'tab',
  search: 'search',
  searchType: 'searchType',
  direction: 'dir',
  cursor: 'cursor',
  sort: 'sort',
  page: 'page',
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

/** The URL's params and a setter that pushes a history entry (so Back returns to the last list state). */
export function useListUrl(): [URLSearchParams, (change: UrlChange) => void] {
  const [params, setParams] = useSearchParams();
  const change = useCallback((c: UrlChange) => setParams((current) => changedParams(current, c)), [setParams]);
  return [params, change];
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
