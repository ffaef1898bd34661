import { useMemo } from 'react';
import { Box } from '@mantine/core';
import type { CellValueChangedEvent, ColDef } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { compareCaseInsensitive, keyboardIntoCell } from './grid-cells';
import { EMPTY_TEXT, FAILED_TEXT, GridAnnouncement, GridMessage, LOADING_TEXT, denseGridTheme, gridTheme } from './paged-grid';
import { useGridSort } from './use-grid-sort';

export interface DataGridProps<T> {
  rows: T[];
  columnDefs: ColDef<T>[];
  getRowId: (row: T) => string;
  loading?: boolean;
  failed?: boolean;
  /** What the empty grid says; the list's own text (spec 3 §8: 'No metafields found.') or 'No Records Found'. */
  emptyText?: string;
  /** Spec 3 §9: grid rows are 40 high. */
  rowHeight?: number;
  onCellValueChanged?: (event: CellValueChangedEvent<T>) => void;
  label: string;
  /** Render every column, also those scrolled out of view (a wide grid of few rows, e.g. an order's returns). */
  allColumns?: boolean;
  /** Smaller text and tighter cells, so many columns fit the laptop width. */
  dense?: boolean;
  /** The list of a screen keeps its column sort in the URL (reload, Back); a second grid on the screen does not. */
  stateInUrl?: boolean;
}

/** A whole (unpaged) list in an AG Grid with the console's look, overlays and keyboard handling; cells may be edited through grid-edit-cells. */
export function DataGrid<T>({
  rows,
  columnDefs,
  getRowId,
  loading = false,
  failed = false,
  emptyText = EMPTY_TEXT,
  rowHeight = 40,
  onCellValueChanged,
  label,
  allColumns = false,
  dense = false,
  stateInUrl = false,
}: DataGridProps<T>) {
  const sort = useGridSort(columnDefs, stateInUrl);
  const defaultColDef = useMemo<ColDef<T>>(
    () => ({
      sortable: true,
      resizable: true,
      sortingOrder: ['asc', 'desc'],
      comparator: compareCaseInsensitive,
      suppressKeyboardEvent: keyboardIntoCell,
      minWidth: 80,
      wrapHeaderText: true,
    }),
    [],
  );
  return (
    <Box component="section" aria-label={label}>
      <AgGridReact<T>
        theme={dense ? denseGridTheme : gridTheme}
        rowData={failed ? [] : rows}
        columnDefs={sort.columns}
        defaultColDef={defaultColDef}
        getRowId={(params) => getRowId(params.data)}
        domLayout="autoHeight"
        rowHeight={rowHeight}
        headerHeight={40}
        loading={loading}
        loadingOverlayComponent={GridMessage}
        loadingOverlayComponentParams={{ message: LOADING_TEXT }}
        noRowsOverlayComponent={GridMessage}
        noRowsOverlayComponentParams={{ message: failed ? FAILED_TEXT : emptyText }}
        onCellValueChanged={onCellValueChanged}
        onSortChanged={sort.onSortChanged}
        enableBrowserTooltips
        ensureDomOrder
        suppressColumnVirtualisation={allColumns}
      />
      <GridAnnouncement label={label} loading={loading} empty={rows.length === 0} failed={failed} emptyText={emptyText} />
    </Box>
  );
}
