import { useMemo } from 'react';
import { EMPTY_TEXT, IndexTable, type CellValueChange } from './index-table';
import { sortRows } from './sort-rows';
import type { TableColumn } from './table-columns';
import { useGridSort } from './use-grid-sort';

export interface DataGridProps<T> {
  rows: T[];
  columnDefs: TableColumn<T>[];
  getRowId: (row: T) => string;
  loading?: boolean;
  failed?: boolean;
  /** What the empty table says; the list's own text (docs/functions/commerce-tools.md §8: 'No metafields found.') or 'No Records Found'. */
  emptyText?: string;
  /** docs/functions/commerce-tools.md §9: grid rows are 40 high. */
  rowHeight?: number;
  onCellValueChanged?: (event: CellValueChange<T>) => void;
  label: string;
  /** Smaller text and tighter cells, so many columns fit the laptop width. */
  dense?: boolean;
  /** The list of a screen keeps its column sort in the URL (reload, Back); a second table on the screen does not. */
  stateInUrl?: boolean;
}

/** A whole (unpaged) list in an index table, sorted in the browser; cells may be edited through grid-edit-cells. */
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
  dense = false,
  stateInUrl = false,
}: DataGridProps<T>) {
  const { sorts, onSort } = useGridSort(columnDefs, stateInUrl);
  const sorted = useMemo(() => sortRows(rows, columnDefs, sorts), [rows, columnDefs, sorts]);
  return (
    <IndexTable
      rows={sorted}
      columns={columnDefs}
      getRowId={getRowId}
      label={label}
      loading={loading}
      failed={failed}
      emptyText={emptyText}
      rowHeight={rowHeight}
      headerHeight={40}
      dense={dense}
      sorts={sorts}
      onSort={onSort}
      onCellValueChanged={onCellValueChanged}
    />
  );
}
