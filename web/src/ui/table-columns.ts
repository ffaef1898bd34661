import type { CSSProperties, ReactNode } from 'react';

/*
 * The column definitions of the console's index tables (index-table.tsx): field, headerName, valueGetter,
 * cellRenderer and the like, the names a grid library's columns use (the lists were first written for one), with only
 * what the console's lists use.
 */

export interface RowParams<T> {
  data: T | undefined;
}

export interface ValueParams<T> extends RowParams<T> {
  value: unknown;
}

/** What a cell renderer receives, with its column's `cellRendererParams` spread in. */
export interface CellProps<T> extends ValueParams<T> {
  /** The value as the column formats it (valueFormatter), when it has a formatter. */
  valueFormatted: string | null | undefined;
  /** The column's header, e.g. to name a field edited in the cell. */
  headerName: string;
  /** Commits a new value of this cell (an edited cell): through the column's valueSetter, else its field. */
  setValue: (value: unknown) => void;
}

// A renderer may ask for more props than CellProps (its cellRendererParams): method-style bivariance lets such a component in.
type CellRenderer<T> = { bivarianceHack(props: CellProps<T>): ReactNode }['bivarianceHack'];

export interface TableColumn<T> {
  headerName?: string;
  /** The row's property shown (a dotted path reads nested objects); also the column's id unless colId is given. */
  field?: string;
  colId?: string;
  valueGetter?: (params: RowParams<T>) => unknown;
  valueFormatter?: (params: ValueParams<T>) => string | null | undefined;
  /** Writes an edited value into the row; true when it changed something. */
  valueSetter?: (params: { data: T; newValue: unknown }) => boolean;
  cellRenderer?: CellRenderer<T>;
  cellRendererParams?: object;
  cellStyle?: CSSProperties | ((params: RowParams<T>) => CSSProperties | null);
  /** Width hints in px: the table sizes columns to their content within these. */
  width?: number;
  minWidth?: number;
  maxWidth?: number;
  /** How much of the spare width the column takes, relative to the others. */
  flex?: number;
  /** True unless false: a click on the header sorts by the column. */
  sortable?: boolean;
  /** The column's sort when the list opens. */
  sort?: 'asc' | 'desc' | null;
  comparator?: (a: unknown, b: unknown) => number;
  tooltipField?: string;
  tooltipValueGetter?: (params: ValueParams<T>) => string | null | undefined;
  headerTooltip?: string;
  /** Numbers line up on the right. */
  type?: 'rightAligned';
  /** 'boolean': a checkbox the operator toggles (checkboxEditColumn). */
  cellDataType?: 'boolean' | 'number' | 'text';
  /** Kept for the export (the column's header and value), not shown. */
  hide?: boolean;
  /** Text wraps between words and grows the row (the default); false keeps it on one line. */
  wrapText?: boolean;
}

export const columnId = <T>(col: TableColumn<T>): string => col.colId ?? col.field ?? '';

/** A column's value of a row: its value getter, else its field. */
export function columnValue<T>(col: TableColumn<T>, row: T): unknown {
  if (col.valueGetter) return col.valueGetter({ data: row });
  if (col.field)
    return col.field
      .split('.')
      .reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), row);
  return undefined;
}

/** The text a column shows for a value (its formatter, else the value as text). */
export function columnText<T>(col: TableColumn<T>, row: T, value: unknown): string {
  if (col.valueFormatter) return col.valueFormatter({ data: row, value }) ?? '';
  return value === null || value === undefined ? '' : String(value);
}

/** The cell's tooltip (the browser's title), when the column names one. */
export function columnTooltip<T>(col: TableColumn<T>, row: T, value: unknown): string | undefined {
  if (col.tooltipValueGetter) return col.tooltipValueGetter({ data: row, value }) || undefined;
  if (col.tooltipField) {
    const tip = columnValue({ field: col.tooltipField }, row);
    return tip === null || tip === undefined || tip === '' ? undefined : String(tip);
  }
  return undefined;
}

/**
 * Writes an edited value into the row itself, as the grid's editors did: the screens keep the rows they
 * passed in and read the edit from them (e.g. display names' Save). Its valueSetter, else its field.
 */
export function setRowValue<T>(col: TableColumn<T>, row: T, value: unknown): void {
  if (col.valueSetter) col.valueSetter({ data: row, newValue: value });
  else if (col.field) (row as Record<string, unknown>)[col.field] = value;
}
