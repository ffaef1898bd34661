import { expect, test } from '@playwright/test';
import { priceMonitoringContract } from '@console/contracts/price-monitoring.contract';
import { isCallOf } from './support/api';
import { keepScreenshot } from './support/screenshot';

/** PriceSpider (docs/functions/commerce-tools.md §2.12, §4, §8). */
test('PriceSpider: enable rules, only changed settings sent, failures listed, password never shown', async ({ page }) => {
  await page.goto('/priceSpider');
  await expect(page.getByRole('heading', { level: 1, name: 'Price-monitoring integration' })).toBeVisible();
  const update = page.getByRole('button', { name: 'Update Settings' });
  const transfer = page.getByRole('button', { name: 'Update PriceSpider' });
  await expect(page.getByLabel('Download Dir')).toBeDisabled();
  await expect(update).toBeDisabled();
  await expect(transfer).toBeDisabled();
  // A greyed-out button says why, and what turns it on.
  const transferOff = 'Update PriceSpider is off while Custom App Enable is off: tick it and choose Update Settings.';
  await expect(page.getByText(transferOff)).toBeVisible();
  await expect(transfer).toHaveAccessibleDescription(transferOff);

  await page.getByLabel('PriceSpider Host').fill('bad host!');
  await page.getByLabel('PriceSpider User').fill('feeds');
  await expect(update).toBeEnabled();
  const sent = page.waitForRequest(isCallOf(priceMonitoringContract.updateSettings));
  await update.click();
  expect((await sent).postDataJSON()).toEqual({ priceSpiderHost: 'bad host!', priceSpiderUser: 'feeds' });
  // The failed setting by its label, not its key.
  await expect(page.getByText('Not updated: PriceSpider Host')).toBeVisible();

  await page.getByLabel('PriceSpider Host').fill('feeds.example.net');
  await page.getByLabel('PriceSpider Password').fill('Secret-1');
  await page.getByLabel('Custom App Enable').check();
  await expect(page.getByText('Update PriceSpider is off until Custom App Enable is saved: choose Update Settings.')).toBeVisible();
  await update.click();
  await expect(page.getByText('Settings updated')).toBeVisible();
  await expect(update).toBeDisabled();
  // The saved password is never sent back.
  await expect(page.getByLabel('PriceSpider Password')).toHaveValue('');
  await expect(transfer).toBeEnabled();
  await expect(page.getByText(transferOff)).toHaveCount(0);
  await transfer.click();
  await expect(page.getByText('Error updating PriceSpider')).toBeVisible({ timeout: 40_000 });
  await keepScreenshot(page, 'price-monitoring');

  // The saved password goes to no other host unless it is typed again.
  await page.getByLabel('PriceSpider Host').fill('elsewhere.example.org');
  await expect(page.getByText('Enter the password again to change the host, port, user or FTP client.')).toBeVisible();
  await update.click();
  await expect(page.getByText('Not updated: PriceSpider Host')).toBeVisible();
  await expect(page.getByText('PriceSpider Host: Enter the password again to change the host, port, user or FTP client.')).toBeVisible();
});
