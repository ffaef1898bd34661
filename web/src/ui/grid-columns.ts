import type { ColDef } from 'ag-grid-community';
import { formatUsDate } from '@console/contracts/common/dates';
import { TagChipsCell } from './tag-chips';
import { textWidth } from './text-width';

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

/**
 * A text column whose cells are read whole (issue 19: nothing cut off at 1280 px), spread into its
 * definition: the text wraps, two lines within a row of spec 1 §9, and a longer value grows the row
 * rather than ending in '…'. A short one keeps the row at its spec height, centred like the other cells:
 * the grid adds 4 px (borders and wrapper) to the cell's min-height when it measures the row, so the
 * cell asks for 4 px less.
 */
export const wrappedText = (rowHeight: number, { anywhere = false } = {}) =>
  ({
    wrapText: true,
    autoHeight: true,
    cellStyle: {
      // An e-mail has no spaces: it breaks at any character; names, countries, schools, courses between words,
      // and inside a word only when that word alone is wider than the column (cut, it could not be read).
      overflowWrap: 'anywhere',
      ...(anywhere ? { wordBreak: 'break-word' } : {}),
      lineHeight: '1.25',
      paddingTop: 4,
      paddingBottom: 4,
      minHeight: rowHeight - 4,
      display: 'flex',
      alignItems: 'center',
    },
  }) as const;

// A compact button (size compact-xs): its label in 12 px semibold, 7 px padding and a 1 px border
// each side; 2 px spare for rounding. The cell adds 10 px each side (paged-grid.tsx).
const BUTTON_FONT = 12;
const BUTTON_FRAME = 18;
const BUTTON_GAP = 6;
const CELL_PADDING = 20;

/** The width a cell of these compact buttons needs, so its buttons show whole and take no more room. */
export function buttonsWidth(labels: readonly string[]): number {
  const buttons = labels.reduce((sum, label) => sum + BUTTON_FRAME + textWidth(label, BUTTON_FONT, 600), 0);
  return Math.ceil(CELL_PADDING + buttons + BUTTON_GAP * Math.max(0, labels.length - 1));
}
