import { expect, test } from '@playwright/test';
import { fieldMonitoringContract } from '@console/contracts/field-monitoring.contract';
import { isCallOf } from './support/api';
import { keepScreenshot } from './support/screenshot';

/** Salsify field monitoring (docs/functions/commerce-tools.md §2.9, §7, §8). */
test('Salsify: the count line, activation messages, select/unselect all, Generate Report', async ({ page }) => {
  await page.goto('/salsify');
  await expect(page.getByRole('heading', { level: 1, name: 'Product-information field reports' })).toBeVisible();
  await expect(page.getByText('4 fields loaded, 3 activated for monitoring')).toBeVisible();
  const grid = page.getByRole('region', { name: 'Metafields' });
  const warranty = grid.getByRole('row').filter({ hasText: 'pim.warranty_years' });
  const sent = page.waitForRequest(isCallOf(fieldMonitoringContract.updateField));
  await warranty.getByRole('checkbox').click();
  expect((await sent).postDataJSON()).toEqual({ field: 'pim.warranty_years', active: true, delimiter: '' });
  await expect(page.getByText('Metafield activated for monitoring')).toBeVisible();
  await warranty.getByRole('checkbox').click();
  await expect(page.getByText('Metafield removed from monitoring')).toBeVisible();

  await page.getByRole('button', { name: 'Unselect All Fields and Save' }).click();
  await expect(page.getByText('4 fields loaded, 0 activated for monitoring')).toBeVisible();
  await page.getByRole('button', { name: 'Generate Report' }).click();
  await expect(page.getByText('Activate at least one metafield for monitoring first.')).toBeVisible();
  await page.getByRole('button', { name: 'Select All Fields and Save', exact: true }).click();
  await expect(page.getByText('4 fields loaded, 4 activated for monitoring')).toBeVisible();
  await page.getByRole('button', { name: 'Generate Report' }).click();
  await expect(page.getByText('The report will be e-mailed to you when it is ready.')).toBeVisible();
  await keepScreenshot(page, 'field-monitoring');
});
