import { useState } from 'react';
import type { Page, PageQuery } from '@console/contracts/common/paging';
import { toSearch, type SearchBody } from '@console/contracts/common/search';
import { usePagedList, type PagedList } from './use-paged-list';

export interface SearchedListOptions<T> {
  /** The list's key from the feature's query-key module, without the search (added here). */
  queryKey: readonly unknown[];
  /** One cursor page for the current search, e.g. `callApi(contract.list, { query: cursor, body: search, signal })`. */
  fetchPage: (cursor: PageQuery, search: SearchBody, signal: AbortSignal) => Promise<Page<T>>;
}

export interface SearchedList<T> {
  list: PagedList<T>;
  /** The search the list shows (also the body of its export). */
  search: SearchBody;
  /** Give to the toolbar's search box: a new search starts again at the first page. */
  setSearch: (search: SearchBody) => void;
}

/**
 * A cursor-paged list behind the search box of spec 1 §5 (Email or Date), as every people list has:
 *
 *   const { list, search, setSearch } = useSearchedList({
 *     queryKey: couponKeys.list(tab),
 *     fetchPage: (cursor, search, signal) => callApi(couponsContract.list, { query: cursor, body: search, signal }),
 *   });
 */
export function useSearchedList<T>({ queryKey, fetchPage }: SearchedListOptions<T>): SearchedList<T> {
  const [search, setSearch] = useState<SearchBody>(() => toSearch(''));
  const list = usePagedList<T>({ queryKey: [...queryKey, search], fetchPage: (cursor, signal) => fetchPage(cursor, search, signal) });
  return { list, search, setSearch };
}
