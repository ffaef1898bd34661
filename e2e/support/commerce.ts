import path from 'node:path';
import type { Page } from '@playwright/test';
import { REPO_ROOT } from './env';

/** docs/screenshots/<name>.png at the 1280×800 viewport, after the screen settled. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.mouse.move(0, 0);
  await page.screenshot({ path: path.join(REPO_ROOT, 'docs', 'screenshots', `${name}.png`) });
}

/** A date `days` from today as MM/DD/YYYY, as the pickers take it. */
export function usDate(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;
}
