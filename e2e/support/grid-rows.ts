import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The one shown row that holds `cell`, found again at each use: a list still drawing the page from before a search
 * held it at another index, and a row captured by its index then was gone (a click that waited out the test's time
 * on CI).
 */
export async function shownRowWith(page: Page, cell: Locator): Promise<Locator> {
  const row = page.locator('[role="row"][row-index]').filter({ visible: true }).filter({ has: cell });
  await expect(row).toHaveCount(1);
  return row;
}
