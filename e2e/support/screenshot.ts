import path from 'node:path';
import type { Page } from '@playwright/test';
import { REPO_ROOT } from './env';

/** The screen as an operator sees it at 1280×800, kept in docs/screenshots/<feature>.png (DESIGN.md §8). */
export async function keepScreenshot(page: Page, feature: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: path.join(REPO_ROOT, 'docs', 'screenshots', `${feature}.png`) });
}
