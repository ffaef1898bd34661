import { describe, expect, it } from 'vitest';
import type { TableColumn } from './table-columns';
import { initialSort, sortRows } from './sort-rows';
import { columnValue } from './table-columns';

interface Row {
  id: number;
  name: string;
  partner: { name: string };
}

const columns: TableColumn<Row>[] = [
  { field: 'id' },
  { field: 'name', sort: 'desc' },
  { colId: 'partner', valueGetter: (p) => p.data?.partner.name ?? '' },
];
const rows: Row[] = [
  { id: 10, name: 'beta', partner: { name: 'Zeta' } },
  { id: 9, name: 'Alpha', partner: { name: 'acme' } },
  { id: 100, name: 'alpha', partner: { name: 'Acme' } },
];

describe('sortRows', () => {
  it('reads a field or a value getter', () => {
    expect(columnValue(columns[0] as TableColumn<Row>, rows[0] as Row)).toBe(10);
    expect(columnValue(columns[2] as TableColumn<Row>, rows[0] as Row)).toBe('Zeta');
  });

  it('sorts numbers by value and text case-insensitively, ties in list order', () => {
    expect(sortRows(rows, columns, [{ colId: 'id', sort: 'asc' }]).map((r) => r.id)).toEqual([9, 10, 100]);
    expect(sortRows(rows, columns, [{ colId: 'name', sort: 'asc' }]).map((r) => r.id)).toEqual([9, 100, 10]);
    expect(sortRows(rows, columns, [{ colId: 'partner', sort: 'desc' }]).map((r) => r.id)).toEqual([10, 9, 100]);
  });

  it('sorts by several columns in order, and not at all without a sort', () => {
    expect(
      sortRows(rows, columns, [
        { colId: 'partner', sort: 'asc' },
        { colId: 'id', sort: 'desc' },
      ]).map((r) => r.id),
    ).toEqual([100, 9, 10]);
    expect(sortRows(rows, columns, []).map((r) => r.id)).toEqual([10, 9, 100]);
  });

  it('starts from the columns sorted in their definition', () => {
    expect(initialSort(columns)).toEqual([{ colId: 'name', sort: 'desc' }]);
  });
});
