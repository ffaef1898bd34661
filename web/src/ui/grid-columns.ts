import { formatUsDate } from '@console/contracts/common/dates';
import type { TableColumn } from './table-columns';
import { TagChipsCell } from './tag-chips';
import { textWidth } from './text-width';

/**
 * Column definitions every people list shares:
 *   tagsColumn<CouponRow>(), usDateColumn<CouponRow>('createdAt', 'Created Date', 120)
 */

/**
 * The tags column's fixed width: two or three chips and the '+n' beside them. Fixed, because chips
 * would otherwise widen their column by all the row's tags (the chips fit themselves into it).
 */
export const TAGS_WIDTH = 170;

/** The row's tags as chips, the rest in a popover; sorting and the tooltip use the comma-separated text. */
export function tagsColumn<T extends { tags: string[] }>(): TableColumn<T> {
  return {
    headerName: 'Tags',
    colId: 'tags',
    valueGetter: (p) => p.data?.tags.join(', ') ?? '',
    width: TAGS_WIDTH,
    tooltipValueGetter: (p) => (typeof p.value === 'string' ? p.value : ''),
    cellRenderer: TagChipsCell<T>,
  };
}

/** An ISO date or timestamp field, sorted by the ISO text underneath and shown as MM/DD/YYYY. */
export function usDateColumn<T>(field: TableColumn<T>['field'], headerName: string, width: number): TableColumn<T> {
  return { headerName, field, valueFormatter: (p) => formatUsDate(p.value as string | undefined), width, minWidth: width };
}

// A compact button (size compact-xs): its label in 12 px semibold, 7 px padding and a 1 px border
// each side; 2 px spare for rounding. The cell adds 8 px each side (index-table.module.css).
const BUTTON_FONT = 12;
const BUTTON_FRAME = 18;
const BUTTON_GAP = 6;
const CELL_PADDING = 16;

/** The width a cell of these compact buttons needs, so its buttons show whole and take no more room. */
export function buttonsWidth(labels: readonly string[]): number {
  const buttons = labels.reduce((sum, label) => sum + BUTTON_FRAME + textWidth(label, BUTTON_FONT, 600), 0);
  return Math.ceil(CELL_PADDING + buttons + BUTTON_GAP * Math.max(0, labels.length - 1));
}
