import type { Locator, Page } from '@playwright/test';

/**
 * The visible column headers of the grids in `scope`, in order, without the unnamed selection column.
 * A snapshot: a grid can still be mounting (or showing the previous tab) when its heading is already
 * there, so compare with `expect.poll(() => columnHeaders(scope))`, which waits.
 */
export async function columnHeaders(scope: Page | Locator): Promise<string[]> {
  return (await scope.locator('[role="columnheader"]').filter({ visible: true }).allInnerTexts()).map((h) => h.trim()).filter(Boolean);
}
