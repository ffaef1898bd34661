import { expect, test } from '@playwright/test';
import { keepScreenshot } from './support/screenshot';

const usDate = (d: Date) => `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;

/** Transaction risk report (spec 3 §2.10, §5, §7). */
test("Ekata: From not after To, 'Refresh Ekata' sent as refresh", async ({ page }) => {
  await page.goto('/ekata');
  await expect(page.getByRole('heading', { name: 'Transaction risk report' })).toBeVisible();
  const generate = page.getByRole('button', { name: 'Generate Report' });
  await expect(generate).toBeDisabled();
  const today = new Date();
  const weekAgo = new Date(Date.now() - 7 * 86_400_000);
  await page.getByRole('textbox', { name: 'From' }).fill(usDate(today));
  await page.getByRole('textbox', { name: 'To' }).fill(usDate(weekAgo));
  await page.getByRole('textbox', { name: 'To' }).blur();
  await expect(generate).toBeDisabled();
  await page.getByRole('textbox', { name: 'From' }).fill(usDate(weekAgo));
  await page.getByRole('textbox', { name: 'To' }).fill(usDate(today));
  await page.getByRole('textbox', { name: 'To' }).blur();
  await page.getByLabel('Refresh Ekata').check();
  const request = page.waitForRequest((r) => r.url().includes('/api/fraudCheck/reportFromShopify'));
  await generate.click();
  const url = new URL((await request).url());
  expect(url.searchParams.get('refresh')).toBe('true');
  expect(url.searchParams.get('dateFrom')).toBe(weekAgo.toISOString().slice(0, 10));
  await expect(page.getByText('The report will be e-mailed to you when it is ready.')).toBeVisible();
  await keepScreenshot(page, 'risk-report');
});
