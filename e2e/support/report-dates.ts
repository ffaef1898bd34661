import type { Page } from '@playwright/test';
import { shopUsDate } from './shop-clock';

/**
 * Types From and To (their days on the shop's clock, docs/functions/commerce-tools.md §2.8's MM/DD/YYYY) and leaves the fields, as an
 * operator would.
 */
export async function fillReportRange(page: Page, from: Date, to: Date): Promise<void> {
  await page.getByRole('textbox', { name: 'From' }).fill(shopUsDate(from));
  await page.getByRole('textbox', { name: 'To' }).fill(shopUsDate(to));
  await page.getByRole('textbox', { name: 'To' }).blur();
}
