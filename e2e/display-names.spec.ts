import { expect, test } from '@playwright/test';
import { displayNamesContract } from '@console/contracts/display-names.contract';
import { isCallOf, routeOfCall } from './support/api';
import { screenshot } from './support/commerce';

/** Spec 3 §2.3, §8: Metafield Display Names, edited in the grid, with the 1.5 s messages. */
test.describe('Metafield Display Names', () => {
  test('edits a Meta Value and saves: Updated Successfully, then Failed to Update Records', async ({ page }) => {
    await page.goto('/salsifyDisplay');
    const grid = page.getByRole('region', { name: 'Display names' });
    await expect(grid.getByRole('columnheader', { name: 'Meta Key' })).toBeVisible();
    await expect(grid.getByRole('gridcell', { name: 'warranty_years' })).toBeVisible();
    await grid.getByRole('gridcell', { name: 'Warranty (years)' }).click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Warranty');
    await page.keyboard.press('Enter');
    const saved = page.waitForRequest(isCallOf(displayNamesContract.update));
    await page.getByRole('button', { name: 'Save' }).click();
    const body = (await saved).postDataJSON() as { updateList: Array<{ key: string; value: string }>; id: string };
    expect(body.updateList).toContainEqual({ key: 'warranty_years', value: 'Warranty' });
    expect(body.id).toMatch(/^gid:\/\/shop\/Metafield\//);
    const ok = page.getByText('Updated Successfully');
    await expect(ok).toBeVisible();
    await screenshot(page, 'display-names');
    await expect(ok).toBeHidden({ timeout: 3000 });

    await page.route(routeOfCall(displayNamesContract.update), (route) => (route.request().method() === 'PUT' ? route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'x' } }) : route.continue()));
    await page.getByRole('button', { name: 'Save' }).click();
    const failed = page.getByText('Failed to Update Records');
    await expect(failed).toBeVisible();
    await expect(failed).toBeHidden({ timeout: 3000 });
  });
});
