import { expect, test } from '@playwright/test';
import { bundleReportContract } from '@console/contracts/bundle-report.contract';
import { isCallOf } from './support/api';
import { fillReportRange } from './support/report-dates';
import { shopIsoDate } from './support/shop-clock';
import { keepScreenshot } from './support/screenshot';

/** Bundle Report (docs/functions/commerce-tools.md §2.8, §5, §7). */
test('Bundle Report: date and type rules, the request sent and the answer shown', async ({ page }) => {
  await page.goto('/bundleReport');
  await expect(page.getByRole('heading', { name: 'Bundle Report' })).toBeVisible();
  const generate = page.getByRole('button', { name: 'Generate Report' });
  await expect(generate).toBeDisabled();
  const today = new Date();
  const monthAgo = new Date(Date.now() - 30 * 86_400_000);
  await fillReportRange(page, today, monthAgo);
  // From later than To: disabled.
  await expect(generate).toBeDisabled();
  await fillReportRange(page, monthAgo, today);
  await expect(generate).toBeEnabled();
  await page.getByLabel('Bundle Report').uncheck();
  await generate.click();
  await expect(page.getByText('Please select atleast one report type')).toBeVisible();
  await page.getByLabel('Component Report').check();
  const request = page.waitForRequest(isCallOf(bundleReportContract.generate));
  await generate.click();
  const url = new URL((await request).url());
  expect(Object.fromEntries(url.searchParams)).toEqual({
    date_from: shopIsoDate(monthAgo),
    date_to: shopIsoDate(today),
    bundle: 'false',
    component: 'true',
  });
  await expect(page.getByText('The report will be e-mailed to you when it is ready.')).toBeVisible();
  // The queued report's job is a link away, and opens with its details.
  const jobs = page.getByRole('group', { name: 'Report jobs' }).getByRole('link');
  await expect(jobs).toHaveCount(1);
  await keepScreenshot(page, 'bundle-report');
  const id = /job (\d+)/.exec((await jobs.textContent()) ?? '')?.[1];
  await jobs.click();
  await expect(page).toHaveURL(new RegExp(`/jobs\\?job=${id}$`));
  await expect(page.getByRole('dialog', { name: new RegExp(`\\(job ${id}\\)$`) })).toBeVisible();
});
