import type { ColDef } from 'ag-grid-community';
import { formatUsDate } from '@console/contracts/common/dates';

/**
 * Column definitions every people list shares; a feature spreads in its widths and header:
 *   tagsColumn<CouponRow>({ minWidth: 120 }), usDateColumn<CouponRow>('createdAt', 'Created Date', 120)
 */

/** The row's tags, comma-separated, with the whole list as tooltip. */
export function tagsColumn<T extends { tags: string[] }>(size: { minWidth: number; flex?: number }): ColDef<T> {
  return {
    headerName: 'Tags',
    colId: 'tags',
    valueGetter: (p) => p.data?.tags.join(', ') ?? '',
    flex: size.flex ?? 1.3,
    minWidth: size.minWidth,
    tooltipValueGetter: (p) => (typeof p.value === 'string' ? p.value : ''),
  };
}

/** An ISO date or timestamp field, sorted by the ISO text underneath and shown as MM/DD/YYYY. */
export function usDateColumn<T>(field: ColDef<T>['field'], headerName: string, width: number): ColDef<T> {
  return { headerName, field, valueFormatter: (p) => formatUsDate(p.value as string | undefined), width, minWidth: width };
}
