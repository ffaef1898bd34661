import { useMemo, useState } from 'react';
import type { ColDef, Column, SortChangedEvent } from 'ag-grid-community';
import { LIST_URL_PARAMS, parseSortParam, sortParam, useListUrl } from './list-url-state';
import { initialSort, type ColumnSort } from './sort-rows';

/** The sort after the grid changed some columns' sort: their new order by sort index, the others kept. */
function nextSort(old: readonly ColumnSort[], changed: readonly Column[]): ColumnSort[] {
  const ids = new Set(changed.map((c) => c.getColId()));
  const kept = old.filter((s) => !ids.has(s.colId)).map((s, index) => ({ ...s, index }));
  const now = changed.flatMap((c) => {
    const sort = c.getSort();
    return sort === 'asc' || sort === 'desc' ? [{ colId: c.getColId(), sort, index: c.getSortIndex() ?? kept.length }] : [];
  });
  return [...kept, ...now].sort((a, b) => a.index - b.index).map(({ colId, sort }) => ({ colId, sort }));
}

/** The columns showing a sort (the grid's arrows after a reload), the others unsorted. */
function sortedColumns<T>(columnDefs: ColDef<T>[], sorts: readonly ColumnSort[]): ColDef<T>[] {
  return columnDefs.map((col) => {
    const index = sorts.findIndex((s) => s.colId === (col.colId ?? col.field));
    return { ...col, sort: sorts[index]?.sort ?? null, sortIndex: index >= 0 ? index : null };
  });
}

export interface GridSort<T> {
  sorts: ColumnSort[];
  /** The column definitions to give the grid: with the URL's sort on them when the sort lives there. */
  columns: ColDef<T>[];
  onSortChanged: (event: SortChangedEvent<T>) => void;
}

/**
 * A grid's column sort, kept in the URL's `sort` (`name:asc,date:desc`, the columns' own default left
 * out) when the list is a screen's (reload and Back keep it), else in the component.
 */
export function useGridSort<T>(columnDefs: ColDef<T>[], stateInUrl: boolean): GridSort<T> {
  const defaultSort = useMemo(() => initialSort(columnDefs), [columnDefs]);
  const [params, changeUrl] = useListUrl();
  const [localSorts, setLocalSorts] = useState<ColumnSort[]>(defaultSort);
  const urlSortText = stateInUrl ? params.get(LIST_URL_PARAMS.sort) : null;
  const sorts = useMemo(
    () => parseSortParam(urlSortText) ?? (stateInUrl ? defaultSort : localSorts),
    [urlSortText, stateInUrl, defaultSort, localSorts],
  );
  const columns = useMemo(() => (stateInUrl ? sortedColumns(columnDefs, sorts) : columnDefs), [stateInUrl, columnDefs, sorts]);
  // The columns whose sort changed (the grid's column API module is not registered, issue 19).
  const onSortChanged = (event: SortChangedEvent<T>) => {
    const next = nextSort(sorts, event.columns ?? []);
    if (!stateInUrl) return setLocalSorts(next);
    const text = sortParam(next, defaultSort);
    // The grid reports the sort it was given back after a reload; no second history entry for it.
    if (text !== urlSortText) changeUrl({ [LIST_URL_PARAMS.sort]: text });
  };
  return { sorts, columns, onSortChanged };
}
