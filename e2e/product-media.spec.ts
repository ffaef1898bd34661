import { expect, test } from '@playwright/test';
import { productMediaContract } from '@console/contracts/product-media.contract';
import { callContract, isCallOf } from './support/api';
import { keepScreenshot } from './support/screenshot';

/** Product Media (docs/functions/commerce-tools.md §2.6, §8). */
test('Product Media: search trimmed, both tables, save, a stale save refused', async ({ page }) => {
  await page.goto('/productMedia');
  await expect(page.getByRole('heading', { name: 'Product Media' })).toBeVisible();
  const search = page.getByRole('button', { name: 'Search' });
  await expect(search).toBeDisabled();
  await page.getByLabel('SKU or handle').fill('   ');
  await expect(search).toBeDisabled();
  await page.getByLabel('SKU or handle').fill('  TL-1000-STD ');
  const request = page.waitForRequest(isCallOf(productMediaContract.media));
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
  const metafield = (await callContract(page, productMediaContract.media, { query: { handle: 'TL-1000-STD' } })).body.productByHandle
    ?.metafield;
  if (!metafield) throw new Error('TL-1000-STD has no media metafield after the save');
  const other = await callContract(page, productMediaContract.update, {
    body: { metafield: { id: metafield.id, value: metafield.value, type: 'json', version: metafield.version } },
  });
  expect(other.status).toBe(200);
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByText('Error', { exact: true })).toBeVisible();
  await expect(page.getByText(/changed by someone else/)).toBeVisible();
  await keepScreenshot(page, 'product-media');
});

test('Product Media: Reset asks before it throws edits away, and keeps them when kept', async ({ page }) => {
  await page.goto('/productMedia');
  await page.getByLabel('SKU or handle').fill('TL-1000-STD');
  await page.getByLabel('SKU or handle').press('Enter');
  const existing = page.getByRole('region', { name: 'Existing Media' });
  const alt = existing.locator('[role="row"][row-index="0"] [col-id="alt"]');
  await expect(alt).toBeVisible();
  const before = (await alt.textContent()) ?? '';
  await alt.click();
  const field = existing.getByRole('textbox');
  await field.fill('E2E edited alt');
  await field.press('Enter');
  await expect(alt).toHaveText('E2E edited alt');

  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  const question = page.getByRole('dialog', { name: /^Reset the existing media of / });
  await expect(question).toContainText('Your unsaved edits to its alt texts, sort order and actions will be lost.');
  await question.getByRole('button', { name: 'Keep editing', exact: true }).click();
  await expect(question).toBeHidden();
  await expect(alt).toHaveText('E2E edited alt');

  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await question.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(question).toBeHidden();
  await expect(alt).toHaveText(before);
  // With nothing edited, Reset asks nothing.
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(question).toBeHidden();
});
