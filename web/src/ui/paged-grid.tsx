import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Box, Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { themeQuartz, type ColDef, type GridApi } from 'ag-grid-community';
import { AgGridReact, type CustomNoRowsOverlayProps } from 'ag-grid-react';
import type { PagedList } from './use-paged-list';
import { compareCaseInsensitive, keyboardIntoCell } from './grid-cells';
// Registered here, in the module every grid screen loads with its route, so the shell stays small.
import './grid-modules';
import './grid-text.css';
import { useGridSort } from './use-grid-sort';

export const gridTheme = themeQuartz.withParams({
  fontFamily: 'inherit',
  fontSize: 13,
  headerFontWeight: 600,
  wrapperBorderRadius: 4,
  // Dense cells: a 9-column list fits the laptop width beside the navigation (DESIGN.md §8).
  cellHorizontalPadding: 10,
});

/** A wide grid of few rows (an order's returns: 14 columns) in the laptop width: smaller text, tighter cells. */
export const denseGridTheme = gridTheme.withParams({ fontSize: 11, headerFontSize: 11, cellHorizontalPadding: 5 });

export const LOADING_TEXT = 'Please wait while loading';
export const EMPTY_TEXT = 'No Records Found';
export const FAILED_TEXT = 'Could not load the list.';

export function GridMessage({ message }: CustomNoRowsOverlayProps & { message: string }) {
  return (
    // Plain text with no role or live region: the overlay sits inside the grid, which may own only rows
    // (axe aria-required-children on an empty list); the screen's own status line announces changes.
    <Text component="span" size="sm" fw={500} c="dimmed">
      {message}
    </Text>
  );
}

/**
 * Says the grid's overlay aloud from outside the grid (a live region inside it would break the grid's
 * ARIA structure): 'Pending students: No Records Found'. Always rendered, so a change is announced.
 */
export function GridAnnouncement({
  label,
  loading,
  empty,
  failed,
  emptyText = EMPTY_TEXT,
}: {
  label: string;
  loading: boolean;
  empty: boolean;
  failed: boolean;
  emptyText?: string;
}) {
  const message = loading ? LOADING_TEXT : failed ? FAILED_TEXT : empty ? emptyText : '';
  return <VisuallyHidden aria-live="polite">{message ? `${label}: ${message}` : ''}</VisuallyHidden>;
}

/** The loading and empty/failed overlays every grid of the console shows. */
export function gridOverlays(failed: boolean) {
  return {
    loadingOverlayComponent: GridMessage,
    loadingOverlayComponentParams: { message: LOADING_TEXT },
    noRowsOverlayComponent: GridMessage,
    noRowsOverlayComponentParams: { message: failed ? FAILED_TEXT : EMPTY_TEXT },
  };
}

/** Every grid's column defaults: sortable case-insensitively, resizable, keyboard into cell buttons. */
export function defaultColumn<T>(minWidth: number): ColDef<T> {
  return {
    sortable: true,
    resizable: true,
    sortingOrder: ['asc', 'desc'],
    comparator: compareCaseInsensitive,
    // Tab walks the cell's buttons; a field typed into in the cell keeps its keys.
    suppressKeyboardEvent: keyboardIntoCell,
    minWidth,
    // Two-line headers keep narrow columns readable at laptop width within the fixed header height.
    wrapHeaderText: true,
  };
}

/** Grid options every grid of the console shares. */
export const GRID_BASICS = { theme: gridTheme, domLayout: 'autoHeight', enableBrowserTooltips: true, ensureDomOrder: true } as const;

/** Checkbox selection of many rows; a click on a row does not select it. */
export const MULTI_ROW_SELECTION = { mode: 'multiRow', checkboxes: true, headerCheckbox: true, enableClickSelection: false } as const;
/** The checkbox column takes only what a checkbox needs, so a selectable grid still fits the laptop width. */
export const SELECTION_COLUMN = { width: 44, minWidth: 44, maxWidth: 44, resizable: false } as const;

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
  /**
   * A selection that spans pages (spec 4: more than 100 customers can be selected): the grid keeps
   * no selection of its own, shows the rows of `ids` selected on every page, and reports each row
   * the operator selects or clears. Replaces `onSelectionChange`.
   */
  keepSelected?: { ids: ReadonlySet<string>; onRowSelected: (row: T, selected: boolean) => void };
  /** Names the grid for assistive technology, e.g. 'Pending students'. */
  label: string;
  /** Beside the pager of a page-numbered list: 'Page X of Y' (spec 3 §2.2). */
  pageText?: string;
  /** The screen's own pager in place of Previous and Next (Credits' 'n of m'), so a screen has one pager style. */
  pager?: ReactNode;
  /** What the list's total counts, e.g. 'pending': '42 pending' beside the pager (issue 19), when the server sends a total. */
  countNoun?: string;
  /** Smaller text and tighter cells, so many columns fit the laptop width. */
  dense?: boolean;
  /** The list of a screen keeps its column sort in the URL (reload, Back); a list in a dialog does not. */
  stateInUrl?: boolean;
}

/** One cursor page in an AG Grid (client-side row model) with Previous and Next under it (spec 1 §2.2). */
export function PagedGrid<T>({
  list,
  columnDefs,
  getRowId,
  rowHeight = 45,
  headerHeight = 45,
  nextLabel = 'Next',
  onSelectionChange,
  selectionResetKey,
  keepSelected,
  label,
  pageText,
  pager,
  countNoun,
  dense = false,
  stateInUrl = false,
}: PagedGridProps<T>) {
  const [api, setApi] = useState<GridApi<T> | null>(null);
  const selectable = onSelectionChange !== undefined || keepSelected !== undefined;
  const keptIds = keepSelected?.ids;

  useEffect(() => {
    if (!keptIds) api?.deselectAll();
  }, [api, list.pageKey, selectionResetKey, keptIds]);

  // The rows on screen follow the kept selection (a page shown again, a selection cleared elsewhere).
  const showKept = (gridApi: GridApi<T>) => {
    if (!keptIds) return;
    gridApi.forEachNode((node) => {
      if (node.data && node.isSelected() !== keptIds.has(getRowId(node.data)))
        node.setSelected(keptIds.has(getRowId(node.data)), false, 'api');
    });
  };
  useEffect(() => {
    if (api) showKept(api);
  });

  const defaultColDef = useMemo(() => defaultColumn<T>(80), []);
  // The grid sorts the page on screen itself; the hook only keeps the sort in the URL.
  const sort = useGridSort(columnDefs, stateInUrl);

  return (
    <Box component="section" aria-label={label}>
      <AgGridReact<T>
        {...GRID_BASICS}
        theme={dense ? denseGridTheme : gridTheme}
        rowData={list.failed ? [] : list.rows}
        columnDefs={sort.columns}
        defaultColDef={defaultColDef}
        getRowId={(params) => getRowId(params.data)}
        rowHeight={rowHeight}
        headerHeight={headerHeight}
        loading={list.loading}
        {...gridOverlays(list.failed)}
        rowSelection={selectable ? MULTI_ROW_SELECTION : undefined}
        selectionColumnDef={SELECTION_COLUMN}
        onSelectionChanged={(event) => onSelectionChange?.(event.api.getSelectedRows())}
        onRowSelected={(event) => {
          // Only the operator's own choices: not the grid following the kept selection or new row data.
          if (!keepSelected || !event.data || event.source === 'api' || event.source === 'rowDataChanged') return;
          keepSelected.onRowSelected(event.data, event.node.isSelected() === true);
        }}
        onRowDataUpdated={(event) => showKept(event.api)}
        onGridReady={(event) => setApi(event.api)}
        onSortChanged={sort.onSortChanged}
        suppressDragLeaveHidesColumns
      />
      <GridAnnouncement label={label} loading={list.loading} empty={list.rows.length === 0} failed={list.failed} />
      <Group justify="flex-end" gap="xs" mt="sm">
        {countNoun && list.total !== undefined && (
          <Text size="sm" mr="auto" aria-live="polite">
            {`${list.total.toLocaleString('en-US')}${list.totalCapped ? '+' : ''} ${countNoun}`}
          </Text>
        )}
        {pageText && (
          <Text size="sm" mr="sm" aria-live="polite">
            {pageText}
          </Text>
        )}
        {pager ?? (
          <>
            <Button variant="default" onClick={list.previous} disabled={!list.hasPreviousPage}>
              Previous
            </Button>
            <Button variant="default" onClick={list.next} disabled={!list.hasNextPage}>
              {nextLabel}
            </Button>
          </>
        )}
      </Group>
    </Box>
  );
}
