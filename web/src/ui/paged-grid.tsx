import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { PagedList } from './use-paged-list';
import { IndexTable, type TableSelection } from './index-table';
import { ListPager } from './list-pager';
import { sortRows } from './sort-rows';
import type { TableColumn } from './table-columns';
import { useGridSort } from './use-grid-sort';
import { groupedNumber } from '@console/contracts/common/numbers';

export interface PagedGridProps<T> {
  list: PagedList<T>;
  columnDefs: TableColumn<T>[];
  getRowId: (row: T) => string;
  /** docs/functions/shell-students-staff.md §9: 45 by default; the staff grid uses 50 rows under a 60 header. */
  rowHeight?: number;
  headerHeight?: number;
  /** 'To Next' on the Staff Approved tab (docs/functions/shell-students-staff.md §2.3). */
  nextLabel?: string;
  /** Multi-row selection with checkboxes; the selection is cleared on every page change. */
  onSelectionChange?: (rows: T[]) => void;
  /** Changing it clears the selection, e.g. once the selected rows were acted on. */
  selectionResetKey?: string | number;
  /**
   * A selection that spans pages (docs/functions/codes-credits-knot-giveaways.md: more than 100 customers can be selected): the table keeps
   * no selection of its own, shows the rows of `ids` selected on every page, and reports each row
   * the operator selects or clears. Replaces `onSelectionChange`.
   */
  keepSelected?: { ids: ReadonlySet<string>; onRowSelected: (row: T, selected: boolean) => void };
  /** Names the table for assistive technology, e.g. 'Pending students'. */
  label: string;
  /** Beside the pager of a page-numbered list: 'Page X of Y' (docs/functions/commerce-tools.md §2.2). */
  pageText?: string;
  /** The screen's own pager in place of Previous and Next (Credits' 'n of m'), in the same look (ListPager). */
  pager?: ReactNode;
  /** What the list's total counts, e.g. 'pending': '42 pending' beside the pager, when the server sends a total. */
  countNoun?: string;
  /** Smaller text and tighter cells, so many columns fit the laptop width. */
  dense?: boolean;
  /** The list of a screen keeps its column sort in the URL (reload, Back); a list in a dialog does not. */
  stateInUrl?: boolean;
}

/**
 * One cursor page in an index table with Previous and Next under it (docs/functions/shell-students-staff.md §2.2); a header click sorts the
 * page shown.
 */
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
  const { sorts, onSort } = useGridSort(columnDefs, stateInUrl);
  const rows = useMemo(() => sortRows(list.rows, columnDefs, sorts), [list.rows, columnDefs, sorts]);
  // The page's own selection (ids), cleared with every page shown or when the screen says so.
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const report = useRef(onSelectionChange);
  useEffect(() => {
    report.current = onSelectionChange;
  });
  const choose = (next: ReadonlySet<string>) => {
    setPicked(next);
    onSelectionChange?.(list.rows.filter((r) => next.has(getRowId(r))));
  };
  useEffect(() => {
    setPicked(new Set());
    report.current?.([]);
  }, [list.pageKey, selectionResetKey]);

  let selection: TableSelection<T> | undefined;
  if (keepSelected)
    selection = {
      isSelected: (row) => keepSelected.ids.has(getRowId(row)),
      onChange: (changed, selected) => changed.forEach((row) => keepSelected.onRowSelected(row, selected)),
    };
  else if (onSelectionChange)
    selection = {
      isSelected: (row) => picked.has(getRowId(row)),
      onChange: (changed, selected) => {
        const next = new Set(picked);
        for (const row of changed) {
          if (selected) next.add(getRowId(row));
          else next.delete(getRowId(row));
        }
        choose(next);
      },
    };

  const count =
    countNoun && list.total !== undefined ? `${groupedNumber(list.total)}${list.totalCapped ? '+' : ''} ${countNoun}` : undefined;
  return (
    <IndexTable
      rows={rows}
      columns={columnDefs}
      getRowId={getRowId}
      label={label}
      loading={list.loading}
      failed={list.failed}
      rowHeight={rowHeight}
      headerHeight={headerHeight}
      dense={dense}
      sorts={sorts}
      onSort={onSort}
      selection={selection}
      footer={
        pager ?? (
          <ListPager
            count={count}
            pageText={pageText}
            nextLabel={nextLabel}
            hasPrevious={list.hasPreviousPage}
            hasNext={list.hasNextPage}
            onPrevious={list.previous}
            onNext={list.next}
          />
        )
      }
    />
  );
}
