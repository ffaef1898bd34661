import { useEffect, useMemo, useRef, useState } from 'react';
import { LIST_URL_PARAMS, parseSortParam, sortParam, useListUrl } from './list-url-state';
import { initialSort, type ColumnSort } from './sort-rows';
import type { TableColumn } from './table-columns';

/**
 * The sort after a click on a column's header: ascending first, then the other way each time (the
 * lists of docs/functions/shell-students-staff.md §2.2 never go back to unsorted). A plain click sorts by that column alone; Shift adds it.
 */
export function nextSort(old: readonly ColumnSort[], colId: string, additive: boolean): ColumnSort[] {
  const current = old.find((s) => s.colId === colId);
  const sort: ColumnSort = { colId, sort: current?.sort === 'asc' ? 'desc' : 'asc' };
  if (!additive) return [sort];
  return current ? old.map((s) => (s.colId === colId ? sort : s)) : [...old, sort];
}

export interface GridSort {
  sorts: ColumnSort[];
  onSort: (colId: string, additive: boolean) => void;
}

/**
 * A table's column sort, kept in the URL's `sort` (`name:asc,date:desc`, the columns' own default left
 * out) when the list is a screen's (reload and Back keep it), else in the component.
 */
export function useGridSort<T>(columns: readonly TableColumn<T>[], stateInUrl: boolean): GridSort {
  const defaultSort = useMemo(() => initialSort(columns), [columns]);
  const [params, changeUrl] = useListUrl();
  const [localSorts, setLocalSorts] = useState<ColumnSort[]>(defaultSort);
  const urlSortText = stateInUrl ? params.get(LIST_URL_PARAMS.sort) : null;
  const sorts = useMemo(
    () => parseSortParam(urlSortText) ?? (stateInUrl ? defaultSort : localSorts),
    [urlSortText, stateInUrl, defaultSort, localSorts],
  );
  // Two quick clicks on a header: the second toggles what the first asked for, before the URL's render arrives.
  const latest = useRef(sorts);
  useEffect(() => {
    latest.current = sorts;
  }, [sorts]);
  const onSort = (colId: string, additive: boolean) => {
    const next = nextSort(latest.current, colId, additive);
    latest.current = next;
    if (!stateInUrl) return setLocalSorts(next);
    const text = sortParam(next, defaultSort);
    if (text !== urlSortText) changeUrl({ [LIST_URL_PARAMS.sort]: text });
  };
  return { sorts, onSort };
}
