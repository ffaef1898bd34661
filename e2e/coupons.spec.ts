import { expect, test } from '@playwright/test';
import { couponsContract } from '@console/contracts/coupons.contract';
import { isCallOf } from './support/api';
import { keepScreenshot } from './support/screenshot';

/** Spec 3 §2.4, §8, §9: the Coupons grid, paging and Resend. */
test.describe('Coupons', () => {
  test('lists coupons 10 a page with Used / Not Used and resends a used one', async ({ page }) => {
    await page.goto('/coupons');
    const grid = page.getByRole('region', { name: 'Coupons' });
    for (const header of ['Coupon Code', 'Used', 'Order Id', 'Assigned Date', 'Action'])
      await expect(grid.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    await expect(page.getByText('Page 1 of 5')).toBeVisible();
    await expect(grid.getByRole('row')).toHaveCount(11);
    // The newest coupons are the ones not given out yet: Resend is off for them.
    const unused = grid.getByRole('row').filter({ hasText: 'Not Used' }).first();
    await expect(unused.getByRole('button', { name: /^Resend/ })).toBeDisabled();

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Page 2 of 5')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Page 3 of 5')).toBeVisible();
    // The page number changes at once; page 2's rows stay until page 3's arrive.
    await expect(page.getByText('Please wait while loading')).toHaveCount(0);
    const firstUsed = grid
      .getByRole('row')
      .filter({ has: page.getByRole('gridcell', { name: 'Used', exact: true }) })
      .first();
    await expect(firstUsed.getByRole('gridcell', { name: /^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}:\d{2} (AM|PM)$/ })).toBeVisible();
    const orderId = (await firstUsed.locator('[col-id="order"]').textContent())?.trim() ?? '';
    expect(orderId).toMatch(/^\d{4}$/);
    // The row read above, not whichever row is first when the click lands.
    const used = grid.getByRole('row').filter({ has: page.locator('[col-id="order"]', { hasText: new RegExp(`^${orderId}$`) }) });
    const sent = page.waitForRequest(isCallOf(couponsContract.resend));
    await used.getByRole('button', { name: /^Resend/ }).click();
    expect((await sent).postDataJSON()).toEqual({ id: orderId });
    const message = page.getByText('Email sent successfully');
    await expect(message).toBeVisible();
    await keepScreenshot(page, 'coupons');
    await expect(message).toBeHidden({ timeout: 5000 });
  });
});
