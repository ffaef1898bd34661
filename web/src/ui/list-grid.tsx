import { useMemo, useState } from 'react';
import { IndexTable, type CellValueChange } from './index-table';
import { ListPager } from './list-pager';
import { LIST_URL_PARAMS, NUMBER_PAGE_PARAMS, listPageChange, pageOfParam, useListUrl, useUrlPageInScope } from './list-url-state';
import { sortRows } from './sort-rows';
import type { TableColumn } from './table-columns';
import { useGridSort } from './use-grid-sort';

export interface ListGridProps<T> {
  rows: T[];
  columnDefs: TableColumn<T>[];
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
 * A whole list held in the browser in one index table (the documented registration codes and their history), sorted as a whole, then paged.
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
  const stateInUrl = props.stateInUrl === true;
  const { sorts, onSort } = useGridSort(columnDefs, stateInUrl);
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
  const sorted = useMemo(() => sortRows(rows, columnDefs, sorts), [rows, columnDefs, sorts]);
  const pageCount = pageSize === undefined ? 1 : Math.max(1, Math.ceil(sorted.length / pageSize));
  // Other filters start at page 1; a list that shrank keeps the operator on a page that still exists.
  const page = paging.resetKey === pageResetKey ? Math.min(paging.page, pageCount - 1) : 0;
  const shown = pageSize === undefined ? sorted : sorted.slice(page * pageSize, (page + 1) * pageSize);
  const goTo = (next: number) => setPaging({ page: next, resetKey: pageResetKey });
  // The selection: ids of the rows chosen, reported as the rows of the list.
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());

  return (
    <IndexTable<T>
      rows={shown}
      columns={columnDefs}
      getRowId={getRowId}
      label={label}
      loading={loading}
      failed={failed}
      rowHeight={rowHeight}
      headerHeight={headerHeight}
      sorts={sorts}
      onSort={onSort}
      selection={
        onSelectionChange && {
          isSelected: (row) => picked.has(getRowId(row)),
          onChange: (changed, selected) => {
            const next = new Set(picked);
            for (const row of changed) {
              if (selected) next.add(getRowId(row));
              else next.delete(getRowId(row));
            }
            setPicked(next);
            onSelectionChange(rows.filter((r) => next.has(getRowId(r))));
          },
        }
      }
      onCellValueChanged={(change: CellValueChange<T>) => onCellValueChanged?.(change.data)}
      footer={
        pageSize !== undefined && (
          <ListPager
            pageText={`Page ${page + 1} of ${pageCount}`}
            hasPrevious={page > 0}
            hasNext={page < pageCount - 1}
            onPrevious={() => goTo(page - 1)}
            onNext={() => goTo(page + 1)}
          />
        )
      }
    />
  );
}
