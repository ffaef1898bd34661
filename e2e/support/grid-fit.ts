import type { Locator, Page } from '@playwright/test';

/**
 * What does not fit in a grid: whether its columns scroll sideways, the headers whose text
 * overflows its cell (a word too wide, cut off) and the cells cut off. All empty when the grid fits its area.
 */
export async function gridOverflow(grid: Locator): Promise<{ scrollsSideways: boolean; cutHeaders: string[]; cutCells: string[] }> {
  return grid.evaluate((root) => {
    // The table scrolls sideways inside the element around it.
    const viewport = root.querySelector('[role="grid"]')?.parentElement;
    const scrollsSideways = viewport ? viewport.scrollWidth > viewport.clientWidth + 1 : true;
    const cutHeaders = Array.from(root.querySelectorAll('[role="columnheader"]'))
      .filter((h) => h.scrollWidth > h.clientWidth + 1)
      .map((h) => h.textContent ?? '');
    const cutCells = Array.from(root.querySelectorAll('[role="gridcell"]'))
      .filter((c) => c.scrollWidth > c.clientWidth + 1)
      .map((c) => c.textContent ?? '');
    return { scrollsSideways, cutHeaders, cutCells };
  });
}

/**
 * The cells of the columns whose header matches, that cut what they show: the cell or an
 * element in it (a button, a chip, a link) whose text is wider or taller than its box, or which reaches
 * past the cell's edge. Each as 'header: text'; empty when every such cell reads whole.
 */
export async function cutCellsOf(grid: Locator, headers: RegExp): Promise<string[]> {
  return grid.evaluate(
    (root, source) => {
      const pattern = new RegExp(source.pattern, source.flags);
      const cut: string[] = [];
      for (const header of Array.from(root.querySelectorAll('[role="columnheader"][col-id]'))) {
        const name = header.textContent ?? '';
        if (!pattern.test(name)) continue;
        const colId = header.getAttribute('col-id') ?? '';
        for (const cell of Array.from(root.querySelectorAll(`[role="gridcell"][col-id="${CSS.escape(colId)}"]`))) {
          const edge = cell.getBoundingClientRect();
          const clipped = (el: Element) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
          const inside = Array.from(cell.querySelectorAll('*')).some(
            (el) => (getComputedStyle(el).overflow !== 'visible' && clipped(el)) || el.getBoundingClientRect().right > edge.right + 1,
          );
          if (clipped(cell) || inside) cut.push(`${name}: ${cell.textContent ?? ''}`);
        }
      }
      return cut;
    },
    { pattern: headers.source, flags: headers.flags },
  );
}

/** Whether the page itself scrolls sideways (a grid wider than its area must scroll inside itself). */
export async function pageScrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}
