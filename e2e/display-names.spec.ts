import { expect, test } from '@playwright/test';
import { displayNamesContract } from '@console/contracts/display-names.contract';
import { isCallOf, routeOfCall } from './support/api';
import { keepScreenshot } from './support/screenshot';

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

  test('unsaved edits ask before the screen is left: Cancel keeps them, a reload asks too, OK leaves (issue 19)', async ({ page }) => {
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

    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await menuCoupons.click();
    await expect.poll(() => asked).toEqual(['Leave this screen? The unsaved display name of chuck_size will be lost.']);
    await expect(page).toHaveURL(/\/salsifyDisplay$/);
    await expect(grid.getByRole('gridcell', { name: 'Chuck', exact: true })).toBeVisible();

    // A reload asks through the browser's own question; leaving drops the edit.
    const kinds: string[] = [];
    page.once('dialog', (dialog) => {
      kinds.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    expect(kinds).toEqual(['beforeunload']);
    await expect(grid.getByRole('gridcell', { name: 'Chuck Size' })).toBeVisible();

    await edit();
    page.once('dialog', (dialog) => void dialog.accept());
    await menuCoupons.click();
    await expect(page).toHaveURL(/\/coupons$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
