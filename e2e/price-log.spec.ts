import { expect, test } from '@playwright/test';
import { priceLogContract } from '@console/contracts/price-log.contract';
import { isCallOf } from './support/api';
import { usDate } from './support/commerce';
import { keepScreenshot } from './support/screenshot';

/** Spec 3 §2.2, §5, §9: the price log with its filter, paging, scheduled changes and the Export Data modal. */
test.describe('Price Control', () => {
  test('pages the log, marks scheduled changes and shows the employee-store columns', async ({ page }) => {
    await page.goto('/pricecontrol');
    const grid = page.getByRole('region', { name: 'Price log' });
    for (const header of ['Sku', 'Previous Price', 'Current Price', 'Percentage Change', 'Compare At Price', 'CustomerType', 'Source'])
      await expect(grid.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    // Changes still to come are dated in the future, so they lead the log.
    await expect(grid.getByRole('gridcell', { name: 'Scheduled' }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await keepScreenshot(page, 'price-log');
  });

  test('filters by dates: Search Filter off while start is after end; Clear Filter', async ({ page }) => {
    await page.goto('/pricecontrol');
    await page.getByLabel('Start Date', { exact: true }).fill(usDate(-2));
    await page.getByLabel('End Date', { exact: true }).fill(usDate(-30));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Search Filter' })).toBeDisabled();
    // Up to yesterday (UTC): a change scheduled for the shop's tomorrow can start later today in UTC,
    // so only a range ending before today is sure to hold no scheduled row at any hour.
    await page.getByLabel('End Date', { exact: true }).fill(usDate(-1));
    await page.getByLabel('Start Date', { exact: true }).fill(usDate(-60));
    await page.keyboard.press('Escape');
    const sent = page.waitForRequest(isCallOf(priceLogContract.list));
    await page.getByRole('button', { name: 'Search Filter' }).click();
    const url = new URL((await sent).url());
    expect(url.searchParams.get('date_to')).toBe(new Date(Date.now() - 86_400_000).toISOString().slice(0, 10));
    const grid = page.getByRole('region', { name: 'Price log' });
    await expect(grid.getByRole('gridcell', { name: 'Applied' }).first()).toBeVisible();
    await expect(grid.getByRole('gridcell', { name: 'Scheduled' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear Filter' }).click();
    await expect(page.getByLabel('Start Date', { exact: true })).toHaveValue('');
  });

  test('exports All Data to pricelogreport<timestamp>.xlsx', async ({ page }) => {
    await page.goto('/pricecontrol');
    await page.getByRole('button', { name: 'Export Excel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export Data' });
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'All Data' }).click();
    expect((await download).suggestedFilename()).toMatch(/^pricelogreport\d{8}_\d{6}\.xlsx$/);
  });
});
