import { expect, test } from '@playwright/test';
import { priceLogContract } from '@console/contracts/price-log.contract';
import { bulkPriceContract } from '@console/contracts/bulk-price.contract';
import { callContract, isCallOf } from './support/api';
import { usDate } from './support/commerce';
import { shopIsoDay } from './support/shop-clock';
import { keepScreenshot } from './support/screenshot';

/**
 * docs/functions/commerce-tools.md §2.2, §5, §9: the price log of what has taken effect, its filter, paging, the scheduled count and the
 * Export Data modal.
 */
test.describe('Price Control', () => {
  test('pages what has taken effect; says how many prices are scheduled and links to them on Bulk Price', async ({ page }) => {
    // A price scheduled for next week: not in the log (its filter refuses future days), counted above it.
    await page.goto('/pricecontrol');
    const day = usDate(7);
    const saved = await callContract(page, bulkPriceContract.update, {
      body: { MODEL: 'TL-1015-STD', PRICE: 77.25, EFFECTIVE_DATE: day, BELOW_MAPP_ITEM_TAG: 'false' },
    });
    expect(saved.status).toBe(200);
    await page.reload();
    const grid = page.getByRole('region', { name: 'Price log' });
    for (const header of ['Sku', 'Previous Price', 'Current Price', 'Percentage Change', 'Compare At Price', 'CustomerType', 'Source'])
      await expect(grid.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    // Every row has taken effect: no date after today on the first page, where the newest rows are.
    const dates = await grid.locator('[role="gridcell"][col-id="date"]').allTextContents();
    expect(dates.length).toBeGreaterThan(0);
    const today = new Date();
    for (const text of dates) expect(new Date(text.trim().split(' ')[0] ?? '').getTime()).toBeLessThanOrEqual(today.getTime());
    await expect(grid.getByRole('gridcell', { name: 'Scheduled' })).toHaveCount(0);
    const line = page.getByText(/^\d+ price changes? (is|are) scheduled and will show here once (it takes|they take) effect\./);
    await expect(line).toBeVisible();
    const count = Number((await line.textContent())?.split(' ')[0]);
    expect(count).toBeGreaterThanOrEqual(1);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await keepScreenshot(page, 'price-log');

    await line.getByRole('link', { name: 'See the scheduled prices on Bulk Price' }).click();
    await expect(page).toHaveURL(/\/bulkprice\?status=scheduled$/);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Scheduled');
    const prices = page.getByRole('region', { name: 'Bulk prices' });
    await expect(prices.getByRole('gridcell', { name: 'Scheduled', exact: true }).first()).toBeVisible();
    // Waiting for their day: scheduled, or scheduled with its apply job cancelled (a Retry on Jobs schedules it again).
    const statuses = await prices.locator('[role="gridcell"][col-id="status"]').allTextContents();
    for (const status of statuses) expect(['Scheduled', 'Cancelled']).toContain(status.trim());
    await page.getByPlaceholder('Please enter product sku').fill('TL-1015-STD');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(prices.getByRole('row').filter({ hasText: '77.25' }).getByRole('gridcell', { name: day })).toBeVisible();
  });

  test('filters by dates: Search Filter off while start is after end; Clear Filter', async ({ page }) => {
    await page.goto('/pricecontrol');
    await page.getByLabel('Start Date', { exact: true }).fill(usDate(-2));
    await page.getByLabel('End Date', { exact: true }).fill(usDate(-30));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Search Filter' })).toBeDisabled();
    await page.getByLabel('End Date', { exact: true }).fill(usDate(-1));
    await page.getByLabel('Start Date', { exact: true }).fill(usDate(-60));
    await page.keyboard.press('Escape');
    const sent = page.waitForRequest(isCallOf(priceLogContract.list));
    await page.getByRole('button', { name: 'Search Filter' }).click();
    const url = new URL((await sent).url());
    expect(url.searchParams.get('date_to')).toBe(shopIsoDay(-1));
    const grid = page.getByRole('region', { name: 'Price log' });
    await expect(grid.locator('[role="gridcell"][col-id="sku"], [role="gridcell"][col-id="Sku"]').first()).toBeVisible();
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
