import { expect, test } from '@playwright/test';
import { riskReportContract } from '@console/contracts/risk-report.contract';
import { isCallOf } from './support/api';
import { fillReportRange } from './support/report-dates';
import { shopIsoDate } from './support/shop-clock';
import { keepScreenshot } from './support/screenshot';

/** Transaction risk report (docs/functions/commerce-tools.md §2.10, §5, §7). */
test("Ekata: From not after To, 'Refresh Ekata' sent as refresh", async ({ page }) => {
  await page.goto('/ekata');
  await expect(page.getByRole('heading', { name: 'Transaction risk report' })).toBeVisible();
  const generate = page.getByRole('button', { name: 'Generate Report' });
  await expect(generate).toBeDisabled();
  const today = new Date();
  const weekAgo = new Date(Date.now() - 7 * 86_400_000);
  await fillReportRange(page, today, weekAgo);
  await expect(generate).toBeDisabled();
  await fillReportRange(page, weekAgo, today);
  await page.getByLabel('Refresh Ekata').check();
  const request = page.waitForRequest(isCallOf(riskReportContract.generate));
  await generate.click();
  const url = new URL((await request).url());
  expect(url.searchParams.get('refresh')).toBe('true');
  expect(url.searchParams.get('dateFrom')).toBe(shopIsoDate(weekAgo));
  await expect(page.getByText('The report will be e-mailed to you when it is ready.')).toBeVisible();
  await keepScreenshot(page, 'risk-report');
});
