import { Box } from '@mantine/core';
import type { ColDef } from 'ag-grid-community';
import { AgGridReact, type AgGridReactProps } from 'ag-grid-react';
import { EMPTY_TEXT, FAILED_TEXT, LOADING_TEXT, gridTheme } from './paged-grid';

export interface StaticGridProps<T> {
  rows: T[];
  columnDefs: ColDef<T>[];
  getRowId: (row: T) => string;
  loading?: boolean;
  failed?: boolean;
  /** Names the grid for assistive technology. */
  label: string;
  rowHeight?: number;
  /** Anything else of AG Grid, e.g. editing (`singleClickEdit`, `onCellValueChanged`). */
  gridProps?: Omit<AgGridReactProps<T>, 'rowData' | 'columnDefs' | 'getRowId' | 'theme'>;
}

/**
 * A grid of one short list, without paging (an order's returns, the display names), with the same
 * look and the same loading, empty and error texts as PagedGrid.
 */
export function StaticGrid<T>({ rows, columnDefs, getRowId, loading = false, failed = false, label, rowHeight = 40, gridProps }: StaticGridProps<T>) {
  const empty = failed ? FAILED_TEXT : EMPTY_TEXT;
  return (
    <Box component="section" aria-label={label}>
      <AgGridReact<T>
        theme={gridTheme}
        rowData={failed ? [] : rows}
        columnDefs={columnDefs}
        getRowId={(p) => getRowId(p.data)}
        domLayout="autoHeight"
        rowHeight={rowHeight}
        headerHeight={40}
        loading={loading}
        overlayLoadingTemplate={`<span role="status">${LOADING_TEXT}</span>`}
        overlayNoRowsTemplate={`<span role="status">${empty}</span>`}
        enableBrowserTooltips
        {...gridProps}
      />
    </Box>
  );
}
