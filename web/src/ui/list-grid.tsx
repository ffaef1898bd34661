import { useMemo } from 'react';
import { Box } from '@mantine/core';
import type { ColDef } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { compareCaseInsensitive, keyboardIntoCell } from './grid-cells';
import { EMPTY_TEXT, FAILED_TEXT, GridMessage, LOADING_TEXT, gridTheme } from './paged-grid';

export interface ListGridProps<T> {
  rows: T[];
  columnDefs: ColDef<T>[];
  getRowId: (row: T) => string;
  loading: boolean;
  failed?: boolean;
  /** Rows per grid page; the whole list is in the browser (filters and sorting work on all of it). */
  pageSize?: number;
  rowHeight?: number;
  headerHeight?: number;
  /** Multi-row selection with checkboxes. */
  onSelectionChange?: (rows: T[]) => void;
  onCellValueChanged?: (row: T) => void;
  label: string;
}

/**
 * A whole list held in the browser in one AG Grid: the same look as PagedGrid, with the grid's own
 * filters and paging (spec 4's registration codes and their history).
 */
export function ListGrid<T>({ rows, columnDefs, getRowId, loading, failed = false, pageSize, rowHeight = 40, headerHeight = 40, onSelectionChange, onCellValueChanged, label }: ListGridProps<T>) {
  const defaultColDef = useMemo<ColDef<T>>(
    () => ({ sortable: true, resizable: true, sortingOrder: ['asc', 'desc'], comparator: compareCaseInsensitive, // An open editor keeps Enter and Tab for the grid (to commit); buttons in cells are walked by Tab.
      suppressKeyboardEvent: (params) => !params.editing && keyboardIntoCell(params), minWidth: 70 }),
    [],
  );
  return (
    <Box component="section" aria-label={label}>
      <AgGridReact<T>
        theme={gridTheme}
        rowData={failed ? [] : rows}
        columnDefs={columnDefs}
        defaultColDef={defaultColDef}
        getRowId={(params) => getRowId(params.data)}
        domLayout="autoHeight"
        rowHeight={rowHeight}
        headerHeight={headerHeight}
        loading={loading}
        loadingOverlayComponent={GridMessage}
        loadingOverlayComponentParams={{ message: LOADING_TEXT }}
        noRowsOverlayComponent={GridMessage}
        noRowsOverlayComponentParams={{ message: failed ? FAILED_TEXT : EMPTY_TEXT }}
        pagination={pageSize !== undefined}
        paginationPageSize={pageSize}
        paginationPageSizeSelector={false}
        rowSelection={onSelectionChange ? { mode: 'multiRow', checkboxes: true, headerCheckbox: true, enableClickSelection: false } : undefined}
        onSelectionChanged={(event) => onSelectionChange?.(event.api.getSelectedRows())}
        onCellValueChanged={(event) => event.data && onCellValueChanged?.(event.data)}
        stopEditingWhenCellsLoseFocus
        enableBrowserTooltips
        ensureDomOrder
      />
    </Box>
  );
}
