import { useMemo } from 'react';
import { Box } from '@mantine/core';
import type { ColDef } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { GRID_BASICS, GridAnnouncement, MULTI_ROW_SELECTION, defaultColumn, gridOverlays } from './paged-grid';

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
  const defaultColDef = useMemo(() => defaultColumn<T>(60), []);
  return (
    <Box component="section" aria-label={label}>
      <AgGridReact<T>
        {...GRID_BASICS}
        rowData={failed ? [] : rows}
        columnDefs={columnDefs}
        defaultColDef={defaultColDef}
        getRowId={(params) => getRowId(params.data)}
        rowHeight={rowHeight}
        headerHeight={headerHeight}
        loading={loading}
        {...gridOverlays(failed)}
        pagination={pageSize !== undefined}
        paginationPageSize={pageSize}
        paginationPageSizeSelector={false}
        rowSelection={onSelectionChange ? MULTI_ROW_SELECTION : undefined}
        onSelectionChanged={(event) => onSelectionChange?.(event.api.getSelectedRows())}
        onCellValueChanged={(event) => event.data && onCellValueChanged?.(event.data)}
        stopEditingWhenCellsLoseFocus
      />
      <GridAnnouncement label={label} loading={loading} empty={rows.length === 0} failed={failed} />
    </Box>
  );
}
