import type { Page } from '@playwright/test';

/** MM/DD/YYYY, as the report pickers take dates (spec 3 §2.8). */
export const usDate = (d: Date) =>
  `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;

/** Types From and To and leaves the fields, as an operator would. */
export async function fillReportRange(page: Page, from: Date, to: Date): Promise<void> {
  await page.getByRole('textbox', { name: 'From' }).fill(usDate(from));
  await page.getByRole('textbox', { name: 'To' }).fill(usDate(to));
  await page.getByRole('textbox', { name: 'To' }).blur();
}
