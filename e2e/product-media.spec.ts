import { expect, test } from '@playwright/test';
import { apiFor } from './support/api';
import { keepScreenshot } from './support/screenshot';

/** Product Media (spec 3 §2.6, §8). */
test('Product Media: search trimmed, both tables, save, a stale save refused', async ({ page }) => {
  await page.goto('/productMedia');
  await expect(page.getByRole('heading', { name: 'Product Media' })).toBeVisible();
  const search = page.getByRole('button', { name: 'Search' });
  await expect(search).toBeDisabled();
  await page.getByLabel('SKU or handle').fill('   ');
  await expect(search).toBeDisabled();
  await page.getByLabel('SKU or handle').fill('  TL-1000-STD ');
  const request = page.waitForRequest((r) => r.url().includes('/api/productMedia?'));
  await page.getByLabel('SKU or handle').press('Enter');
  expect(new URL((await request).url()).searchParams.get('handle')).toBe('TL-1000-STD');
  const existing = page.getByRole('region', { name: 'Existing Media' });
  const pim = page.getByRole('region', { name: 'Salsify' });
  await expect(existing.getByRole('columnheader', { name: 'S.No' })).toBeVisible();
  // A header row and the three media (two images and a video) in each table.
  await expect(existing.getByRole('row')).toHaveCount(4);
  await expect(pim.getByRole('row')).toHaveCount(4);

  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByText('Product media data updated.')).toBeVisible();

  // Another operator saves meanwhile: this page's version is now stale.
  const api = await apiFor(page);
  const handle = (await api.get<{ productByHandle: { handle: string; metafield: { id: string; version: number; value: string } } }>('/api/productMedia?handle=TL-1000-STD')).body.productByHandle;
  const other = await api.post<unknown>('/api/updateProductMedia', { metafield: { id: handle.metafield.id, value: handle.metafield.value, type: 'json', version: handle.metafield.version } });
  expect(other.status).toBe(200);
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByText('Error', { exact: true })).toBeVisible();
  await expect(page.getByText(/changed by someone else/)).toBeVisible();
  await keepScreenshot(page, 'product-media');
});
