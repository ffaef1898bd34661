import type { Locator } from '@playwright/test';

/**
 * What does not fit in a grid (issue 19): whether its columns scroll sideways, the headers whose text
 * overflows its cell (a word too wide, cut off) and the cells cut off. All empty when the grid fits its area.
 */
export async function gridOverflow(grid: Locator): Promise<{ scrollsSideways: boolean; cutHeaders: string[]; cutCells: string[] }> {
  return grid.evaluate((root) => {
    const viewport = root.querySelector('.ag-center-cols-viewport');
    const scrollsSideways = viewport ? viewport.scrollWidth > viewport.clientWidth + 1 : true;
    const cutHeaders = Array.from(root.querySelectorAll('.ag-header-cell-text')).filter((h) => h.scrollWidth > h.clientWidth + 1).map((h) => h.textContent ?? '');
    const cutCells = Array.from(root.querySelectorAll('[role="gridcell"]')).filter((c) => c.scrollWidth > c.clientWidth + 1).map((c) => c.textContent ?? '');
    return { scrollsSideways, cutHeaders, cutCells };
  });
}
