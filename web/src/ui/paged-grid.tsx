import { useEffect, useMemo, useState } from 'react';
import { Box, Button, Group, Text } from '@mantine/core';
import { AllCommunityModule, ModuleRegistry, themeQuartz, type ColDef, type GridApi } from 'ag-grid-community';
import { AgGridReact, type CustomNoRowsOverlayProps } from 'ag-grid-react';
import type { PagedList } from './use-paged-list';
import { compareCaseInsensitive, keyboardIntoCell } from './grid-cells';

// Registered here, in the module every grid screen loads with its route, so the shell stays small.
ModuleRegistry.registerModules([AllCommunityModule]);

export const gridTheme = themeQuartz.withParams({
  fontFamily: 'inherit',
  fontSize: 13,
  headerFontWeight: 600,
  wrapperBorderRadius: 4,
  // Dense cells: a 9-column list fits the laptop width beside the navigation (DESIGN.md §8).
  cellHorizontalPadding: 10,
});

export const LOADING_TEXT = 'Please wait while loading';
export const EMPTY_TEXT = 'No Records Found';
export const FAILED_TEXT = 'Could not load the list.';

export function GridMessage({ message }: CustomNoRowsOverlayProps & { message: string }) {
  return (
    <Text role="status" size="sm" fw={500} c="dimmed">
      {message}
    </Text>
  );
}

export interface PagedGridProps<T> {
  list: PagedList<T>;
  columnDefs: ColDef<T>[];
  getRowId: (row: T) => string;
  /** Spec 1 §9: 45 by default; the staff grid uses 50 rows under a 60 header. */
  rowHeight?: number;
  headerHeight?: number;
  /** 'To Next' on the Staff Approved tab (spec 1 §2.3). */
  nextLabel?: string;
  /** Multi-row selection with checkboxes; the selection is cleared on every page change. */
  onSelectionChange?: (rows: T[]) => void;
  /** Changing it clears the selection, e.g. once the selected rows were acted on. */
  selectionResetKey?: string | number;
  /** Names the grid for assistive technology, e.g. 'Pending students'. */
  label: string;
  /** Beside the pager of a page-numbered list: 'Page X of Y' (spec 3 §2.2). */
  pageText?: string;
}

/** One cursor page in an AG Grid (client-side row model) with Previous and Next under it (spec 1 §2.2). */
export function PagedGrid<T>({ list, columnDefs, getRowId, rowHeight = 45, headerHeight = 45, nextLabel = 'Next', onSelectionChange, selectionResetKey, label, pageText }: PagedGridProps<T>) {
  const [api, setApi] = useState<GridApi<T> | null>(null);
  const selectable = onSelectionChange !== undefined;

  useEffect(() => {
    api?.deselectAll();
  }, [api, list.pageKey, selectionResetKey]);

  const defaultColDef = useMemo<ColDef<T>>(
    () => ({
      sortable: true,
      resizable: true,
      sortingOrder: ['asc', 'desc'],
      comparator: compareCaseInsensitive,
      suppressKeyboardEvent: keyboardIntoCell,
      minWidth: 80,
      // Two-line headers keep narrow columns readable at laptop width within the fixed header height.
      wrapHeaderText: true,
    }),
    [],
  );

  const message = list.failed ? FAILED_TEXT : EMPTY_TEXT;
  return (
    <Box component="section" aria-label={label}>
      <AgGridReact<T>
        theme={gridTheme}
        rowData={list.failed ? [] : list.rows}
        columnDefs={columnDefs}
        defaultColDef={defaultColDef}
        getRowId={(params) => getRowId(params.data)}
        domLayout="autoHeight"
        rowHeight={rowHeight}
        headerHeight={headerHeight}
        loading={list.loading}
        loadingOverlayComponent={GridMessage}
        loadingOverlayComponentParams={{ message: LOADING_TEXT }}
        noRowsOverlayComponent={GridMessage}
        noRowsOverlayComponentParams={{ message }}
        rowSelection={selectable ? { mode: 'multiRow', checkboxes: true, headerCheckbox: true, enableClickSelection: false } : undefined}
        onSelectionChanged={(event) => onSelectionChange?.(event.api.getSelectedRows())}
        onGridReady={(event) => setApi(event.api)}
        enableBrowserTooltips
        ensureDomOrder
        suppressDragLeaveHidesColumns
      />
      <Group justify="flex-end" gap="xs" mt="sm">
        {pageText && (
          <Text size="sm" mr="sm" aria-live="polite">
            {pageText}
          </Text>
        )}
        <Button variant="default" onClick={list.previous} disabled={!list.hasPreviousPage}>
          Previous
        </Button>
        <Button variant="default" onClick={list.next} disabled={!list.hasNextPage}>
          {nextLabel}
        </Button>
      </Group>
    </Box>
  );
}
