import { useMemo, useState } from 'react';
import { Box, Button, Group, Text } from '@mantine/core';
import type { ColDef, Column } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { GRID_BASICS, GridAnnouncement, MULTI_ROW_SELECTION, defaultColumn, gridOverlays } from './paged-grid';
import { LIST_URL_PARAMS, listPageChange, pageOfParam, parseSortParam, sortParam, useListUrl } from './list-url-state';
import { initialSort, sortRows, type ColumnSort } from './sort-rows';

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

export interface ListGridProps<T> {
  rows: T[];
  columnDefs: ColDef<T>[];
  getRowId: (row: T) => string;
  loading: boolean;
  failed?: boolean;
  /** Rows per page; the whole list is in the browser, sorted as a whole before it is paged. */
  pageSize?: number;
  /** A new key (e.g. other filters) starts again at the first page. */
  pageResetKey?: string;
  rowHeight?: number;
  headerHeight?: number;
  /** Multi-row selection with checkboxes. */
  onSelectionChange?: (rows: T[]) => void;
  onCellValueChanged?: (row: T) => void;
  label: string;
  /** The list of a screen keeps its sort and page in the URL (reload, Back); a list in a dialog does not. */
  stateInUrl?: boolean;
}

/** The columns showing a sort (the grid's arrows after a reload), the others unsorted. */
function sortedColumns<T>(columnDefs: ColDef<T>[], sorts: readonly ColumnSort[]): ColDef<T>[] {
  return columnDefs.map((col) => {
    const index = sorts.findIndex((s) => s.colId === (col.colId ?? col.field));
    return { ...col, sort: sorts[index]?.sort ?? null, sortIndex: index >= 0 ? index : null };
  });
}

/**
 * A whole list held in the browser in one AG Grid: the same look as PagedGrid (spec 4's registration
 * codes and their history). Paged here rather than by the grid's pagination module, which would add to
 * the grid chunk every list screen loads; the grid's sort arrows sort the whole list.
 */
export function ListGrid<T>(props: ListGridProps<T>) {
  const {
    rows,
    columnDefs,
    getRowId,
    loading,
    failed = false,
    pageSize,
    pageResetKey = '',
    rowHeight = 40,
    headerHeight = 40,
    onSelectionChange,
    onCellValueChanged,
    label,
  } = props;
  const defaultColDef = useMemo(() => defaultColumn<T>(60), []);
  const defaultSort = useMemo(() => initialSort(columnDefs), [columnDefs]);
  const [params, changeUrl] = useListUrl();
  const [localSorts, setLocalSorts] = useState<ColumnSort[]>(defaultSort);
  const [localPaging, setLocalPaging] = useState({ page: 0, resetKey: pageResetKey });
  const [urlPageKey, setUrlPageKey] = useState(pageResetKey);
  const urlSortText = props.stateInUrl ? params.get(LIST_URL_PARAMS.sort) : null;
  const sorts = useMemo(() => parseSortParam(urlSortText) ?? localSorts, [urlSortText, localSorts]);
  const setSorts = (change: (old: ColumnSort[]) => ColumnSort[]) => {
    const next = sortParam(change(sorts), defaultSort);
    // The grid reports the sort it was given back after a reload; no second history entry for it.
    if (props.stateInUrl) {
      if (next !== urlSortText) changeUrl({ [LIST_URL_PARAMS.sort]: next });
    } else setLocalSorts(change);
  };
  const paging = props.stateInUrl ? { page: pageOfParam(params.get(LIST_URL_PARAMS.page)), resetKey: urlPageKey } : localPaging;
  const setPaging = (next: { page: number; resetKey: string }) => {
    if (!props.stateInUrl) return setLocalPaging(next);
    setUrlPageKey(next.resetKey);
    changeUrl(listPageChange(next.page));
  };
  const shownColumns = useMemo(
    () => (props.stateInUrl ? sortedColumns(columnDefs, sorts) : columnDefs),
    [props.stateInUrl, columnDefs, sorts],
  );
  const sorted = useMemo(() => (pageSize === undefined ? rows : sortRows(rows, columnDefs, sorts)), [rows, columnDefs, sorts, pageSize]);
  const pageCount = pageSize === undefined ? 1 : Math.max(1, Math.ceil(sorted.length / pageSize));
  // Other filters start at page 1; a list that shrank keeps the operator on a page that still exists.
  const page = paging.resetKey === pageResetKey ? Math.min(paging.page, pageCount - 1) : 0;
  const shown = pageSize === undefined ? rows : sorted.slice(page * pageSize, (page + 1) * pageSize);
  const goTo = (next: number) => setPaging({ page: next, resetKey: pageResetKey });

  return (
    <Box component="section" aria-label={label}>
      <AgGridReact<T>
        {...GRID_BASICS}
        rowData={failed ? [] : shown}
        columnDefs={shownColumns}
        defaultColDef={defaultColDef}
        getRowId={(params) => getRowId(params.data)}
        rowHeight={rowHeight}
        headerHeight={headerHeight}
        loading={loading}
        {...gridOverlays(failed)}
        rowSelection={onSelectionChange ? MULTI_ROW_SELECTION : undefined}
        onSelectionChanged={(event) => onSelectionChange?.(event.api.getSelectedRows())}
        onCellValueChanged={(event) => event.data && onCellValueChanged?.(event.data)}
        // The columns whose sort changed (the grid's column API module is not registered, issue 19).
        onSortChanged={(event) => setSorts((old) => nextSort(old, event.columns ?? []))}
      />
      <GridAnnouncement label={label} loading={loading} empty={rows.length === 0} failed={failed} />
      {pageSize !== undefined && (
        <Group justify="flex-end" gap="xs" mt="sm">
          <Text size="sm" mr="sm" aria-live="polite">
            {`Page ${page + 1} of ${pageCount}`}
          </Text>
          <Button variant="default" onClick={() => goTo(page - 1)} disabled={page === 0}>
            Previous
          </Button>
          <Button variant="default" onClick={() => goTo(page + 1)} disabled={page >= pageCount - 1}>
            Next
          </Button>
        </Group>
      )}
    </Box>
  );
}
