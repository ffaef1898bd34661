import { useCallback } from 'react';
import type { CountedPage, Page, PageQuery } from '@console/contracts/common/paging';
import type { SearchBody } from '@console/contracts/common/search';
import { toSearch } from '@console/contracts/common/search-text';
import { LIST_URL_PARAMS, searchChange, useListUrl } from './list-url-state';
import { usePagedList, type PagedList } from './use-paged-list';

export interface SearchedListOptions<T> {
  /** The list's key for a search, from the feature's query-key module: `(search) => keys.list({ tab, search })`. */
  queryKey: (search: SearchBody) => readonly unknown[];
  /** One cursor page for the current search, e.g. `callApi(contract.list, { query: cursor, body: search, signal })`. */
  fetchPage: (cursor: PageQuery, search: SearchBody, signal: AbortSignal) => Promise<Page<T> | CountedPage<T>>;
}

export interface SearchedList<T> {
  list: PagedList<T>;
  /** The search the list shows (also the body of its export). */
  search: SearchBody;
  /** Give to the toolbar's search box: a new search starts again at the first page. */
  setSearch: (search: SearchBody) => void;
  /** The search as the operator typed it, for the search box after a reload or Back. */
  searchText: string;
}

/** A Date search is sent as DD-MM-YYYY (docs/functions/shell-students-staff.md §5) and typed as MM/DD/YYYY. */
function typedText(search: SearchBody): string {
  if (search.searchType !== 'Date') return search.searchValue;
  const [day, month, year] = search.searchValue.split('-');
  return `${month}/${day}/${year}`;
}

/**
 * A cursor-paged list behind the search box of docs/functions/shell-students-staff.md §5 (Email or Date), as every people list has:
 *
 *   const { list, search, setSearch } = useSearchedList({
 *     queryKey: (search) => partnerKeys.list({ search }),
 *     fetchPage: (cursor, search, signal) => callApi(partnersContract.list, { query: cursor, body: search, signal }),
 *   });
 */
export function useSearchedList<T>({ queryKey, fetchPage }: SearchedListOptions<T>): SearchedList<T> {
  // The search lives in the URL, so Back and reload give the same list.
  const [params, change] = useListUrl();
  const searchValue = params.get(LIST_URL_PARAMS.search) ?? '';
  const search: SearchBody = searchValue
    ? { searchValue, searchType: params.get(LIST_URL_PARAMS.searchType) === 'Date' ? 'Date' : 'Email' }
    : toSearch('');
  const setSearch = useCallback((next: SearchBody) => change(searchChange(next.searchValue, next.searchType)), [change]);
  const list = usePagedList<T>({
    queryKey: queryKey(search),
    fetchPage: (cursor, signal) => fetchPage(cursor, search, signal),
    cursorInUrl: true,
  });
  return { list, search, setSearch, searchText: typedText(search) };
}
