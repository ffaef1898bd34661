import { expect, test } from '@playwright/test';
import { searchFiltersContract } from '@console/contracts/search-filters.contract';
import { pathPrefixOfCall } from './support/api';
import { keepScreenshot } from './support/screenshot';

/** SOLR Filters (docs/functions/commerce-tools.md §2.11, §4, §5, §7). */
test('SOLR Filters: include and remove, the Update Filter rules, copy, definitions and Update Collections', async ({ page }) => {
  await page.goto('/solrFilters');
  await expect(page.getByRole('heading', { level: 1, name: 'Search filters' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Collection Filters' })).toBeVisible();
  const copy = page.getByRole('button', { name: 'Copy Configuration' });
  await expect(page.getByPlaceholder('Select Collection')).toBeVisible();
  await expect(copy).toBeDisabled();
  await page.getByPlaceholder('Select Collection').click();
  await page.getByRole('option', { name: 'Power Tools' }).click();
  const grid = page.getByRole('region', { name: 'Collection filters' });
  await expect(grid.getByRole('row').filter({ hasText: 'Brand' })).toBeVisible();
  await expect(copy).toBeEnabled();

  const color = grid.getByRole('row').filter({ hasText: 'Color' });
  await color.getByRole('checkbox').click();
  await expect(page.getByText('Filter Color added to Power Tools.')).toBeVisible();
  await color.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Filter' });
  const submit = dialog.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await expect(dialog.getByLabel('Params')).toBeDisabled();
  await expect(dialog.getByLabel('Custom', { exact: true })).toBeDisabled();
  await dialog.getByLabel('Order').fill('abc');
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Style').click();
  await page.getByRole('option', { name: 'Custom' }).click();
  await expect(dialog.getByLabel('Params')).toBeEnabled();
  await expect(dialog.getByLabel('Option Finder')).toBeDisabled();
  await expect(dialog.getByLabel('Custom Range')).toBeDisabled();
  await dialog.getByLabel('Custom', { exact: true }).click();
  await page.getByRole('option', { name: 'Range' }).click();
  await expect(dialog.getByLabel('Custom Range')).toBeEnabled();
  await expect(dialog.getByLabel('Range caption')).toBeDisabled();
  await dialog.getByLabel('Custom Range').check();
  await expect(dialog.getByLabel('Range caption')).toBeEnabled();
  const patch = page.waitForRequest((r) => r.url().includes('/filter') && r.method() === 'PATCH');
  await submit.click();
  expect((await patch).postDataJSON()).toMatchObject({ name: 'Color', style: 'Custom', custom: 'Range', customRange: true });
  await expect(dialog).toBeHidden();

  await copy.click();
  const copyDialog = page.getByRole('dialog', { name: 'Copy configuration to Collections' });
  await expect(copyDialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await copyDialog.getByLabel('Copy to Hand Tools').check();
  await copyDialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Configuration copied to 1 collection.')).toBeVisible();
  await color.getByRole('checkbox').click();
  await expect(page.getByText('Filter Color removed from Power Tools.')).toBeVisible();

  await expect(page.getByRole('region', { name: 'Search preview' })).toBeVisible();
  await keepScreenshot(page, 'search-filters');

  // A refused add (docs/functions/commerce-tools.md §4, §7): the server's message shows and the checkbox reverts.
  // The include call of any collection: its path with the collection's id.
  const includePath = new RegExp(`^${pathPrefixOfCall(searchFiltersContract.include)}/[^/]+$`);
  const includeCall = (url: URL) => includePath.test(url.pathname);
  await page.route(includeCall, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ status: false, msg: 'Filter Warranty is locked.', configuration: null }),
        })
      : route.fallback(),
  );
  const warranty = grid.getByRole('row').filter({ hasText: 'Warranty' });
  await warranty.getByRole('checkbox').click();
  await expect(page.getByText('Filter Warranty is locked.')).toBeVisible();
  await expect(warranty.getByRole('checkbox')).not.toBeChecked();
  await page.unroute(includeCall);

  await page.getByRole('tab', { name: 'Filters Definitions' }).click();
  const update = page.getByRole('button', { name: 'Update Collections' });
  await expect(update).toBeDisabled();
  const defs = page.getByRole('region', { name: 'Filter definitions' });
  await defs.getByRole('row').filter({ hasText: 'Rating' }).getByRole('checkbox').click();
  await expect(page.getByText('Filter Rating activated.')).toBeVisible();
  await expect(update).toBeEnabled();
  await update.click();
  await expect(page.getByText(/^Filters updated for \d+ collections\.$/)).toBeVisible();
  await expect(update).toBeDisabled();
});

test('SOLR Filters: an activation waiting for Update Collections asks before the screen is left, across tabs', async ({ page }) => {
  await page.goto('/solrFilters');
  await page.getByRole('tab', { name: 'Filters Definitions' }).click();
  const update = page.getByRole('button', { name: 'Update Collections' });
  await expect(update).toBeDisabled();
  const defs = page.getByRole('region', { name: 'Filter definitions' });
  const color = defs.getByRole('row').filter({ hasText: 'Color' }).getByRole('checkbox');
  // Off and on again: the definitions end as they were, the update still waits.
  await color.click();
  await expect(page.getByText('Filter Color deactivated.')).toBeVisible();
  await color.click();
  await expect(page.getByText('Filter Color activated.')).toBeVisible();
  await expect(update).toBeEnabled();
  // The other tab keeps it: the page holds what waits.
  await page.getByRole('tab', { name: 'Collection Filters' }).click();
  await page.getByRole('tab', { name: 'Filters Definitions' }).click();
  await expect(update).toBeEnabled();

  const home = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' });
  // The console's own question (no browser confirm()).
  await home.click();
  const ask = page.getByRole('dialog', { name: 'Leave this screen?' });
  await expect(ask).toContainText('The pending Update Collections for filter Color will be lost.');
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  // The tab is part of the list state in the URL: staying keeps the Filters Definitions tab.
  await expect(page).toHaveURL(/\/solrFilters\?tab=1$/);
  await expect(update).toBeEnabled();

  await home.click();
  await ask.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('SOLR Filters: the chosen collection stays while the other tab is open, and in the URL', async ({ page }) => {
  await page.goto('/solrFilters');
  await page.getByPlaceholder('Select Collection').click();
  await page.getByRole('option', { name: 'Power Tools' }).click();
  await expect(page).toHaveURL(/[?&]collection=[^&]+/);
  const grid = page.getByRole('region', { name: 'Collection filters' });
  await expect(grid.getByRole('row').filter({ hasText: 'Brand' })).toBeVisible();

  await page.getByRole('tab', { name: 'Filters Definitions' }).click();
  await expect(page.getByRole('region', { name: 'Filter definitions' })).toBeVisible();
  await page.getByRole('tab', { name: 'Collection Filters' }).click();
  await expect(page.getByPlaceholder('Select Collection')).toHaveValue('Power Tools');
  await expect(grid.getByRole('row').filter({ hasText: 'Brand' })).toBeVisible();

  await page.reload();
  await expect(page.getByPlaceholder('Select Collection')).toHaveValue('Power Tools');
  await expect(grid.getByRole('row').filter({ hasText: 'Brand' })).toBeVisible();
});
