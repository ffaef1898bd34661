import path from 'node:path';
import type { Page } from '@playwright/test';
import { REPO_ROOT } from './env';

/**
 * The screen as an operator sees it at 1280×800, kept in docs/screenshots/<name>.png (docs/conventions.md 'Look and feel') by
 * `npm run screenshots` (SCREENSHOTS=1). Other runs take none: a test run leaves the tracked files alone.
 */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  await page.setViewportSize({ width: 1280, height: 800 });
  // No hover state on whatever the last click left the pointer over.
  await page.mouse.move(0, 0);
  await page.screenshot({ path: path.join(REPO_ROOT, 'docs', 'screenshots', `${name}.png`) });
}
