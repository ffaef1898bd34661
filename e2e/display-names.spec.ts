import { expect, test } from '@playwright/test';
import { displayNamesContract } from '@console/contracts/display-names.contract';
import { isCallOf, routeOfCall } from './support/api';
import { keepScreenshot } from './support/screenshot';

/** docs/functions/commerce-tools.md §2.3, §8: Metafield Display Names, edited in the grid, with the 1.5 s messages. */
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
    await keepScreenshot(page, 'display-names');
    await expect(ok).toBeHidden({ timeout: 3000 });

    await page.route(routeOfCall(displayNamesContract.update), (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'x' } })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Save' }).click();
    const failed = page.getByText('Failed to Update Records');
    await expect(failed).toBeVisible();
    await expect(failed).toBeHidden({ timeout: 3000 });
  });

  test("unsaved edits ask in the console's dialog before the screen is left: Keep editing keeps them, a reload asks too, Leave leaves", async ({
    page,
  }) => {
    await page.goto('/salsifyDisplay');
    const grid = page.getByRole('region', { name: 'Display names' });
    const edit = async () => {
      await grid.getByRole('gridcell', { name: 'Chuck Size' }).click();
      await page.keyboard.press('Control+A');
      await page.keyboard.type('Chuck');
      // Tab ends the grid's editor (Enter stays in it): the page holds the edit from then on.
      await page.keyboard.press('Tab');
      await expect(grid.getByRole('gridcell', { name: 'Chuck', exact: true })).toBeVisible();
    };
    await edit();
    const menuCoupons = page.getByRole('navigation', { name: 'Functions' }).getByRole('link', { name: 'Coupons', exact: true });

    // The question is the console's own dialog, not the browser's confirm().
    const browserAsked: string[] = [];
    const recordBrowser = (dialog: { type: () => string; message: () => string }) => browserAsked.push(dialog.type());
    page.on('dialog', recordBrowser);
    await menuCoupons.click();
    const ask = page.getByRole('dialog', { name: 'Leave this screen?' });
    await expect(ask).toContainText('The unsaved display name of chuck_size will be lost.');
    await expect(ask.getByRole('button', { name: 'Keep editing' })).toBeFocused();
    await keepScreenshot(page, 'display-names-leave-question');
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await expect(ask).toBeHidden();
    await expect(page).toHaveURL(/\/salsifyDisplay$/);
    await expect(grid.getByRole('gridcell', { name: 'Chuck', exact: true })).toBeVisible();
    expect(browserAsked).toEqual([]);
    page.off('dialog', recordBrowser);

    // A reload asks through the browser's own question (only the browser may ask there); leaving drops the edit.
    const kinds: string[] = [];
    page.once('dialog', (dialog) => {
      kinds.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    expect(kinds).toEqual(['beforeunload']);
    await expect(grid.getByRole('gridcell', { name: 'Chuck Size' })).toBeVisible();

    await edit();
    await menuCoupons.click();
    await ask.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/coupons$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
