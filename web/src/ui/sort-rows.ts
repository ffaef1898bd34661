import { columnId, columnValue, type TableColumn } from './table-columns';

export interface ColumnSort {
  colId: string;
  sort: 'asc' | 'desc';
}

// Made on the first sort: an Intl service loads its locale data when first made, which a list's load need not wait for.
let collator: Intl.Collator | undefined;

/** docs/functions/shell-students-staff.md §2.2: text columns sort case-insensitively; other values by their natural order. */
export function compareCaseInsensitive(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  collator ??= new Intl.Collator(undefined, { sensitivity: 'accent', numeric: true });
  return collator.compare(a == null ? '' : String(a), b == null ? '' : String(b));
}

/** The columns sorted from the start (`sort` on a column definition), in order. */
export function initialSort<T>(columns: readonly TableColumn<T>[]): ColumnSort[] {
  return columns.flatMap((col) => (col.sort === 'asc' || col.sort === 'desc' ? [{ colId: columnId(col), sort: col.sort }] : []));
}

/**
 * A list sorted by its columns (case-insensitive, numbers by value, ties in list order): the whole list
 * when it is paged in the browser, the page on screen when the server pages it.
 */
export function sortRows<T>(rows: readonly T[], columns: readonly TableColumn<T>[], sorts: readonly ColumnSort[]): T[] {
  const keys = sorts.flatMap((s) => {
    const col = columns.find((c) => columnId(c) === s.colId);
    return col ? [{ col, sign: s.sort === 'asc' ? 1 : -1 }] : [];
  });
  if (!keys.length) return [...rows];
  return rows
    .map((row, index) => ({ row, index, values: keys.map((k) => columnValue(k.col, row)) }))
    .sort((a, b) => {
      for (let i = 0; i < keys.length; i++) {
        const key = keys[i];
        const c = (key?.col.comparator ?? compareCaseInsensitive)(a.values[i], b.values[i]);
        if (c !== 0) return c * (key?.sign ?? 1);
      }
      return a.index - b.index;
    })
    .map((e) => e.row);
}
