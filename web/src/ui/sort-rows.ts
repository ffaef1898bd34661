import type { ColDef, ValueGetterParams } from 'ag-grid-community';
import { compareCaseInsensitive } from './grid-cells';

export interface ColumnSort {
  colId: string;
  sort: 'asc' | 'desc';
}

const columnId = <T>(col: ColDef<T>) => col.colId ?? (typeof col.field === 'string' ? col.field : '');

/** The columns sorted from the start (`sort` on a column definition), in order. */
export function initialSort<T>(columns: readonly ColDef<T>[]): ColumnSort[] {
  return columns.flatMap((col) => (col.sort === 'asc' || col.sort === 'desc' ? [{ colId: columnId(col), sort: col.sort }] : []));
}

/** A column's value of a row, as the grid reads it: its value getter, else its field. */
export function columnValue<T>(col: ColDef<T>, row: T): unknown {
  const getter = col.valueGetter;
  // The console's value getters read only the row (`data`); the rest of the grid's params do not exist here.
  if (typeof getter === 'function') return getter({ data: row } as ValueGetterParams<T>);
  if (typeof col.field === 'string')
    return col.field
      .split('.')
      .reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), row);
  return undefined;
}

/**
 * A whole list sorted as the grid sorts the rows it holds (case-insensitive, numbers by value, ties in
 * list order), so a list paged in the browser sorts all of its rows, not only the page on screen.
 */
export function sortRows<T>(rows: readonly T[], columns: readonly ColDef<T>[], sorts: readonly ColumnSort[]): T[] {
  const keys = sorts.flatMap((s) => {
    const col = columns.find((c) => columnId(c) === s.colId);
    return col ? [{ col, sign: s.sort === 'asc' ? 1 : -1 }] : [];
  });
  if (!keys.length) return [...rows];
  return rows
    .map((row, index) => ({ row, index, values: keys.map((k) => columnValue(k.col, row)) }))
    .sort((a, b) => {
      for (let i = 0; i < keys.length; i++) {
        const c = compareCaseInsensitive(a.values[i], b.values[i]);
        if (c !== 0) return c * (keys[i]?.sign ?? 1);
      }
      return a.index - b.index;
    })
    .map((e) => e.row);
}
