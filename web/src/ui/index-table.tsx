import { Fragment, useDeferredValue, useLayoutEffect, useReducer, useRef, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { VisuallyHidden } from '@mantine/core';
import { columnId, columnText, columnTooltip, columnValue, setRowValue, type TableColumn } from './table-columns';
import { useTableKeyboard } from './use-table-keyboard';
import type { ColumnSort } from './sort-rows';
import classes from './index-table.module.css';

export const LOADING_TEXT = 'Please wait while loading';
export const EMPTY_TEXT = 'No Records Found';
export const FAILED_TEXT = 'Could not load the list.';

/** An edited cell's new value, with the row it was written into (the row object itself, as the grid's editors did). */
export interface CellValueChange<T> {
  data: T;
  newValue: unknown;
  oldValue: unknown;
  colDef: TableColumn<T>;
}

/** Checkbox selection of the rows shown: which are selected, and the operator's choices. */
export interface TableSelection<T> {
  isSelected: (row: T) => boolean;
  /** One row's checkbox, or (from the header) every row shown. */
  onChange: (rows: readonly T[], selected: boolean) => void;
}

export interface IndexTableProps<T> {
  rows: readonly T[];
  columns: readonly TableColumn<T>[];
  getRowId: (row: T) => string;
  label: string;
  loading?: boolean;
  failed?: boolean;
  emptyText?: string;
  /** The spec's row and header heights: a row whose text fits is this high, a longer text grows it. */
  rowHeight: number;
  headerHeight: number;
  /** Smaller text and tighter cells, so many columns fit the laptop width. */
  dense?: boolean;
  sorts: readonly ColumnSort[];
  /** A click on a sortable header: sort by it (again: the other way); with Shift, add it to the sort. */
  onSort: (colId: string, additive: boolean) => void;
  selection?: TableSelection<T>;
  onCellValueChanged?: (change: CellValueChange<T>) => void;
  /** Under the table, inside its region: the pager. */
  footer?: ReactNode;
}

/**
 * Says the table's state aloud from outside it (a live region inside the grid would break its ARIA
 * structure): 'Pending students: No Records Found'. Always rendered, so a change is announced.
 */
function TableAnnouncement({ label, message }: { label: string; message: string }) {
  return <VisuallyHidden aria-live="polite">{message ? `${label}: ${message}` : ''}</VisuallyHidden>;
}

// A dot, comma or slash before a digit is a number's or a date's ('12.50', '1,234', '12/20/2026'), which stays whole.
const JOINTS = /([@_-]|[/.,](?!\d))/;

/**
 * A text that breaks only between words or after an identifier's joints (@ . - _ /, and the commas of a
 * list written without spaces), never inside a word or a number and never cut with an ellipsis (long
 * identifiers used to be cut): a <wbr> after each joint.
 */
export function breakableText(text: string): ReactNode {
  if (!JOINTS.test(text)) return text;
  return text.split(JOINTS).map((part, i) =>
    i % 2 === 1 ? (
      <Fragment key={i}>
        {part}
        <wbr />
      </Fragment>
    ) : (
      part
    ),
  );
}

/**
 * An e-mail address that breaks only after its @, each side kept whole: one line where its column has
 * room, never more than two ('admin@shop.example' took three lines in Jobs at 1280 px).
 */
export function addressText(text: string): ReactNode {
  const at = text.lastIndexOf('@');
  if (at <= 0) return text;
  return (
    <>
      <span className={classes.nowrap}>{text.slice(0, at + 1)}</span>
      <wbr />
      <span className={classes.nowrap}>{text.slice(at + 1)}</span>
    </>
  );
}

/**
 * The column widths policy (docs/decisions.md): the table is as wide as its card and its columns share
 * that width by their content (the browser's automatic table layout), so text wraps between words and at
 * an identifier's joints rather than the table scrolling sideways. A column with a width (buttons,
 * dates, tags) keeps exactly that width; a flexible one (no width) starts at its minWidth hint and takes
 * a share of the rest by how much text it holds. While columns are held (useSteadyColumns) the
 * widths measured last are given instead.
 */
function sizeStyle<T>(col: TableColumn<T>, held: number | undefined): CSSProperties {
  if (held !== undefined) return { width: held };
  const width = col.flex === undefined ? col.width : undefined;
  return { width, minWidth: col.minWidth ?? width };
}

/**
 * Nothing moves under the pointer after an action: while the rows shown are some of
 * the rows shown before (a row approved, rejected or deleted left), the columns keep the widths they had,
 * so the next row's buttons stay where they were; any other rows (a page, a search, new rows) lay the
 * columns out afresh. Answers the header cells' widths to hold, or undefined.
 */
function useSteadyColumns(tableRef: RefObject<HTMLTableElement | null>, ids: readonly string[], columnCount: number) {
  const measured = useRef<number[]>([]);
  const shownBefore = useRef<readonly string[]>([]);
  const held = useRef<{ ids: ReadonlySet<string>; widths: number[] } | null>(null);
  const before = new Set(shownBefore.current);
  const someOf = (set: ReadonlySet<string>) => ids.length > 0 && ids.every((id) => set.has(id));
  if (held.current && !(someOf(held.current.ids) && held.current.widths.length === columnCount)) held.current = null;
  if (!held.current && ids.length < before.size && someOf(before) && measured.current.length === columnCount)
    held.current = { ids: before, widths: measured.current };
  // The header cells' widths come from a ResizeObserver, which reports after the browser's own layout:
  // reading them in a layout effect forced a layout of the whole table on every render (TBT).
  const observer = useRef<ResizeObserver | null>(null);
  const observed = useRef<ReadonlySet<Element>>(new Set());
  const widths = useRef(new WeakMap<Element, number>());
  useLayoutEffect(() => {
    shownBefore.current = ids;
    const cells = Array.from(tableRef.current?.tHead?.rows[0]?.cells ?? []);
    if (typeof ResizeObserver === 'undefined') return;
    // The widths come from the observer's own entries, kept per cell: reading the cells' boxes here forced a
    // layout whenever another observer (the tag chips) had changed the table before this one was told.
    observer.current ??= new ResizeObserver((entries) => {
      for (const entry of entries) widths.current.set(entry.target, entry.borderBoxSize[0]?.inlineSize ?? entry.contentRect.width);
      const header = tableRef.current?.tHead?.rows[0]?.cells;
      if (!held.current && header) measured.current = Array.from(header, (cell) => widths.current.get(cell) ?? 0);
    });
    observed.current = observeOnly(observer.current, observed.current, cells);
  });
  useLayoutEffect(
    () => () => {
      observer.current?.disconnect();
      observer.current = null;
      observed.current = new Set();
    },
    [],
  );
  return held.current?.widths;
}

/**
 * Has the observer watch exactly these cells: new ones are observed, and ones no longer in the header (a
 * tab that shows other columns) are let go, so the observer neither reports nor keeps removed cells.
 * Answers the cells now observed. Pure but for the observer's calls, so it is unit tested.
 */
export function observeOnly<E>(
  observer: { observe: (target: E) => void; unobserve: (target: E) => void },
  observed: ReadonlySet<E>,
  cells: readonly E[],
): ReadonlySet<E> {
  const now = new Set(cells);
  for (const cell of observed) if (!now.has(cell)) observer.unobserve(cell);
  for (const cell of now) if (!observed.has(cell)) observer.observe(cell);
  return now;
}

const nextSortText = (sort: ColumnSort['sort'] | undefined) => (sort === 'asc' ? 'ascending' : sort === 'desc' ? 'descending' : undefined);

/**
 * The console's index table: a plain table with the grid role and one tab stop, arrows move
 * between cells and the controls in them (use-table-keyboard). The screens' wrappers (PagedGrid, ListGrid,
 * DataGrid) page, sort and select; this draws the rows, the header's sort buttons and the checkboxes.
 */
export function IndexTable<T>(props: IndexTableProps<T>) {
  const { getRowId, label, emptyText = EMPTY_TEXT, selection } = props;
  // New rows (a page loaded, a search, a sort) are drawn in a render React may interrupt: a page of rows
  // with their buttons and chips was one long task of the screen's load (total blocking time).
  // Rows, columns and states are deferred together, so what is drawn is always one consistent state.
  const rows = useDeferredValue(props.rows);
  const columns = useDeferredValue(props.columns);
  const loading = useDeferredValue(props.loading ?? false);
  const failed = useDeferredValue(props.failed ?? false);
  const tableRef = useRef<HTMLTableElement>(null);
  // An edited cell writes into its row object; this shows the change.
  const [, edited] = useReducer((n: number) => n + 1, 0);
  useTableKeyboard(tableRef);
  const shownColumns = columns.filter((c) => !c.hide);
  const shownRows = failed ? [] : rows;
  const message = loading && shownRows.length === 0 ? LOADING_TEXT : failed ? FAILED_TEXT : shownRows.length === 0 ? emptyText : '';
  const offset = selection ? 1 : 0;
  const selectedCount = selection ? shownRows.filter((r) => selection.isSelected(r)).length : 0;
  const heldWidths = useSteadyColumns(
    tableRef,
    shownRows.map((row) => getRowId(row)),
    shownColumns.length + offset,
  );
  const style = {
    '--table-row-height': `${props.rowHeight}px`,
    '--table-header-height': `${props.headerHeight}px`,
    tableLayout: heldWidths ? 'fixed' : undefined,
  } as CSSProperties;

  const header = (
    <tr role="row" aria-rowindex={1} className={classes.headerRow}>
      {selection && (
        <th
          role="columnheader"
          aria-colindex={1}
          className={classes.selectCell}
          tabIndex={-1}
          style={heldWidths && { width: heldWidths[0] }}
        >
          <input
            type="checkbox"
            className={classes.checkbox}
            aria-label="Select all rows"
            checked={shownRows.length > 0 && selectedCount === shownRows.length}
            ref={(el) => {
              if (el) el.indeterminate = selectedCount > 0 && selectedCount < shownRows.length;
            }}
            disabled={shownRows.length === 0}
            onChange={(event) => selection.onChange(shownRows, event.currentTarget.checked)}
          />
        </th>
      )}
      {shownColumns.map((col, index) => {
        const id = columnId(col);
        const sortIndex = props.sorts.findIndex((s) => s.colId === id);
        const sort = props.sorts[sortIndex]?.sort;
        const name = col.headerName ?? '';
        return (
          <th
            key={id}
            role="columnheader"
            col-id={id}
            aria-colindex={index + 1 + offset}
            aria-sort={nextSortText(sort)}
            title={col.headerTooltip}
            tabIndex={-1}
            className={col.type === 'rightAligned' ? classes.right : undefined}
            style={sizeStyle(col, heldWidths?.[index + offset])}
          >
            {col.sortable === false ? (
              <span className={classes.headerText}>{name}</span>
            ) : (
              <button type="button" className={classes.sortButton} onClick={(event) => props.onSort(id, event.shiftKey)}>
                <span className={classes.headerText}>{name}</span>
                <span
                  className={classes.sortMark}
                  data-sorted={sort ?? undefined}
                  data-order={props.sorts.length > 1 && sort ? sortIndex + 1 : undefined}
                />
              </button>
            )}
          </th>
        );
      })}
    </tr>
  );

  return (
    <section aria-label={label} className={classes.frame}>
      <div className={classes.scroller}>
        <table
          ref={tableRef}
          role="grid"
          aria-label={label}
          aria-rowcount={shownRows.length + 1}
          aria-colcount={shownColumns.length + offset}
          aria-busy={loading || undefined}
          aria-multiselectable={selection ? true : undefined}
          className={`${classes.table} ${props.dense ? classes.dense : ''}`}
          style={style}
        >
          <thead>{header}</thead>
          <tbody>
            {message ? (
              <tr role="row" aria-rowindex={2} className={classes.row}>
                <td role="gridcell" colSpan={shownColumns.length + offset} className={classes.message} tabIndex={-1}>
                  {message}
                </td>
              </tr>
            ) : (
              shownRows.map((row, rowIndex) => {
                const id = getRowId(row);
                const selected = selection?.isSelected(row) ?? false;
                return (
                  <tr
                    key={id}
                    role="row"
                    row-id={id}
                    row-index={rowIndex}
                    aria-rowindex={rowIndex + 2}
                    aria-selected={selection ? selected : undefined}
                    className={classes.row}
                  >
                    {selection && (
                      <td role="gridcell" aria-colindex={1} className={classes.selectCell} tabIndex={-1}>
                        <input
                          type="checkbox"
                          className={classes.checkbox}
                          aria-label="Select row"
                          checked={selected}
                          onChange={(event) => selection.onChange([row], event.currentTarget.checked)}
                        />
                      </td>
                    )}
                    {shownColumns.map((col, index) => (
                      <BodyCell
                        key={columnId(col)}
                        col={col}
                        row={row}
                        colIndex={index + 1 + offset}
                        onChange={(change) => {
                          edited();
                          props.onCellValueChanged?.(change);
                        }}
                      />
                    ))}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      <TableAnnouncement label={label} message={loading ? LOADING_TEXT : message} />
      {/* Not under the first load's one-line message: the page's rows would push it down (layout shift). */}
      {loading && shownRows.length === 0 ? null : props.footer}
    </section>
  );
}

function BodyCell<T>({
  col,
  row,
  colIndex,
  onChange,
}: {
  col: TableColumn<T>;
  row: T;
  colIndex: number;
  onChange: (change: CellValueChange<T>) => void;
}) {
  const value = columnValue(col, row);
  const text = columnText(col, row, value);
  const setValue = (next: unknown) => {
    if (next === value) return;
    setRowValue(col, row, next);
    onChange({ data: row, newValue: next, oldValue: value, colDef: col });
  };
  const Renderer = col.cellRenderer;
  let content: ReactNode;
  if (Renderer)
    content = (
      <Renderer
        {...col.cellRendererParams}
        data={row}
        value={value}
        valueFormatted={col.valueFormatter ? text : undefined}
        headerName={col.headerName ?? ''}
        setValue={setValue}
      />
    );
  else if (col.cellDataType === 'boolean')
    content = (
      <input
        type="checkbox"
        className={classes.checkbox}
        aria-label={col.headerName}
        checked={value === true}
        onChange={(event) => setValue(event.currentTarget.checked)}
      />
    );
  else content = col.wrapText === false ? text : breakableText(text);
  const classNames = [col.type === 'rightAligned' ? classes.right : '', col.wrapText === false ? classes.nowrap : ''].join(' ').trim();
  return (
    <td
      role="gridcell"
      col-id={columnId(col)}
      aria-colindex={colIndex}
      tabIndex={-1}
      title={columnTooltip(col, row, value)}
      className={classNames || undefined}
      style={typeof col.cellStyle === 'function' ? (col.cellStyle({ data: row }) ?? undefined) : col.cellStyle}
    >
      {content}
    </td>
  );
}
