import type { ColDef } from 'ag-grid-community';
import { formatUsDate } from '@console/contracts/common/dates';
import { TagChipsCell } from './tag-chips';

/**
 * Column definitions every people list shares; a feature spreads in its widths and header:
 *   tagsColumn<CouponRow>({ minWidth: 120 }), usDateColumn<CouponRow>('createdAt', 'Created Date', 120)
 */

/** The row's tags as chips, the rest in a popover (issue 19); sorting and the tooltip use the comma-separated text. */
export function tagsColumn<T extends { tags: string[] }>(size: { minWidth: number; flex?: number }): ColDef<T> {
  return {
    headerName: 'Tags',
    colId: 'tags',
    valueGetter: (p) => p.data?.tags.join(', ') ?? '',
    flex: size.flex ?? 1.3,
    minWidth: size.minWidth,
    tooltipValueGetter: (p) => (typeof p.value === 'string' ? p.value : ''),
    cellRenderer: TagChipsCell<T>,
    cellStyle: { display: 'flex', alignItems: 'center' },
  };
}

/** An ISO date or timestamp field, sorted by the ISO text underneath and shown as MM/DD/YYYY. */
export function usDateColumn<T>(field: ColDef<T>['field'], headerName: string, width: number): ColDef<T> {
  return { headerName, field, valueFormatter: (p) => formatUsDate(p.value as string | undefined), width, minWidth: width };
}
