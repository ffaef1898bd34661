import { useMemo, useState } from 'react';
import { Box, Button, Group, Text } from '@mantine/core';
import type { ColDef } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { GRID_BASICS, GridAnnouncement, MULTI_ROW_SELECTION, defaultColumn, gridOverlays } from './paged-grid';
import { LIST_URL_PARAMS, NUMBER_PAGE_PARAMS, listPageChange, pageOfParam, useListUrl, useUrlPageInScope } from './list-url-state';
import { sortRows } from './sort-rows';
import { useGridSort } from './use-grid-sort';

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
  const stateInUrl = props.stateInUrl === true;
  const { sorts, columns: shownColumns, onSortChanged } = useGridSort(columnDefs, stateInUrl);
  const [params, changeUrl] = useListUrl();
  const [localPaging, setLocalPaging] = useState({ page: 0, resetKey: pageResetKey });
  // Other filters show page 1, and the URL's page goes with them.
  const urlPageInScope = useUrlPageInScope(pageResetKey, NUMBER_PAGE_PARAMS, stateInUrl);
  const paging = stateInUrl
    ? { page: urlPageInScope ? pageOfParam(params.get(LIST_URL_PARAMS.page)) : 0, resetKey: pageResetKey }
    : localPaging;
  const setPaging = (next: { page: number; resetKey: string }) => {
    if (stateInUrl) changeUrl(listPageChange(next.page));
    else setLocalPaging(next);
  };
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
        onSortChanged={onSortChanged}
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
