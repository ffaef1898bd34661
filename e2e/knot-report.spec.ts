import { expect, test } from '@playwright/test';
import { knotReportContract } from '@console/contracts/knot-report.contract';
import { isCallOf, routeOfCall } from './support/api';

/** docs/functions/codes-credits-knot-giveaways.md §2.3, §5, §7, §8: the Knot Report screen. */

const HINT = 'Select date From, date To and click Generate Report button';
const isKnot = isCallOf(knotReportContract.generate);

test.describe('Knot Report', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/knotReport');
    await expect(page.getByRole('heading', { name: 'Knot Report' })).toBeVisible();
  });

  test('starts with the hint and Generate disabled; From after To keeps it disabled', async ({ page }) => {
    await expect(page.getByRole('status').filter({ hasText: HINT })).toBeVisible();
    const generate = page.getByRole('button', { name: 'Generate Report' });
    await expect(generate).toBeDisabled();
    await page.getByRole('textbox', { name: 'From', exact: true }).fill('03/10/2026');
    await page.getByRole('textbox', { name: 'To', exact: true }).fill('03/01/2026');
    await page.getByRole('textbox', { name: 'To', exact: true }).blur();
    await expect(generate).toBeDisabled();
  });

  test('refuses a future date', async ({ page }) => {
    const future = new Date(Date.now() + 3 * 86_400_000);
    const text = `${String(future.getUTCMonth() + 1).padStart(2, '0')}/${String(future.getUTCDate()).padStart(2, '0')}/${future.getUTCFullYear()}`;
    await page.getByRole('textbox', { name: 'From', exact: true }).fill('03/01/2026');
    await page.getByRole('textbox', { name: 'To', exact: true }).fill(text);
    await page.getByRole('textbox', { name: 'To', exact: true }).blur();
    await expect(page.getByRole('button', { name: 'Generate Report' })).toBeDisabled();
  });

  test('sends the whole days in UTC and shows the answer; a failure shows Error generating report', async ({ page }) => {
    await page.getByRole('textbox', { name: 'From', exact: true }).fill('03/01/2026');
    await page.getByRole('textbox', { name: 'To', exact: true }).fill('03/31/2026');
    await page.getByRole('textbox', { name: 'To', exact: true }).blur();
    const call = page.waitForRequest(isKnot);
    await page.getByRole('button', { name: 'Generate Report' }).click();
    const params = Object.fromEntries(new URL((await call).url()).searchParams);
    expect(params).toEqual({ dateFrom: '2026-03-01T00:00:00Z', dateTo: '2026-03-31T23:59:59Z' });
    await expect(page.getByText('The Knot report is being generated and will be e-mailed to you shortly.')).toBeVisible();

    await page.route(routeOfCall(knotReportContract.generate), (route) => route.abort('connectionfailed'));
    await page.getByRole('button', { name: 'Generate Report' }).click();
    await expect(page.getByText('Error generating report: Failed to fetch')).toBeVisible();
  });
});
