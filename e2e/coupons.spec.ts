import { expect, test } from '@playwright/test';
import { couponsContract } from '@console/contracts/coupons.contract';
import { isCallOf } from './support/api';
import { keepScreenshot } from './support/screenshot';

const RESEND_OFF = 'Not used yet: Resend sends the coupon e-mail to the customer of the order that used the code.';

/** docs/functions/commerce-tools.md §2.4, §8, §9: the Coupons grid, paging and Resend. */
test.describe('Coupons', () => {
  test('lists coupons 10 a page with Used / Not Used and resends a used one', async ({ page }) => {
    await page.goto('/coupons');
    const grid = page.getByRole('region', { name: 'Coupons' });
    for (const header of ['Coupon Code', 'Used', 'Order Id', 'Customer', 'Assigned Date', 'Action'])
      await expect(grid.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    await expect(page.getByText('Page 1 of 5')).toBeVisible();
    await expect(grid.getByRole('row')).toHaveCount(11);
    // The newest coupons are the ones not given out yet: Resend is off for them.
    const unused = grid.getByRole('row').filter({ hasText: 'Not Used' }).first();
    await expect(unused.getByRole('button', { name: /^Resend/ })).toBeDisabled();
    // Greyed out with its reason, on hover and for keyboard and screen-reader users.
    await expect(unused.getByRole('button', { name: /^Resend/ })).toHaveAccessibleDescription(RESEND_OFF);
    await unused.locator('[col-id="action"] [data-reason]').hover();
    await expect(page.getByRole('tooltip')).toHaveText(RESEND_OFF);

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
    // Resend asks first, naming the code and who the e-mail goes to (the Customer column's person).
    const code = (await used.locator('[col-id="CouponCode"]').textContent())?.trim() ?? '';
    const customer = (await used.locator('[col-id="customer"]').textContent())?.trim() ?? '';
    expect(customer).toMatch(/\(.+@.+\)$|^.+@.+$/);
    // The row's button names its code to a screen reader: every row's reads 'Resend' otherwise.
    await used.getByRole('button', { name: `Resend ${code}`, exact: true }).click();
    const ask = page.getByRole('dialog', { name: `Resend ${code}?` });
    await expect(ask).toContainText(`The coupon e-mail with ${code} goes again to ${customer}.`);
    const sent = page.waitForRequest(isCallOf(couponsContract.resend));
    await ask.getByRole('button', { name: 'Resend' }).click();
    expect((await sent).postDataJSON()).toEqual({ id: orderId });
    const message = page.getByText('Email sent successfully');
    await expect(message).toBeVisible();
    const email = /([^()\s]+@[^()\s]+)/.exec(customer)?.[1] ?? '';
    await expect(
      page.getByText(new RegExp(`^Coupon e-mail with (.+, )?${code}(, .+)? sent to ${email.replace(/[.+]/g, '\\$&')}$`)),
    ).toBeVisible();
    await keepScreenshot(page, 'coupons');
    await expect(message).toBeHidden({ timeout: 5000 });
    // Asked again, it says when the e-mail last went and how that went in words, not the outbox's status word; Go
    // back leaves without sending (the verb of a question that neither removes nor discards).
    await used.getByRole('button', { name: /^Resend/ }).click();
    await expect(ask).toContainText(/Last resend to .+@.+ on \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}:\d{2} [AP]M: (Queued|Sent)\./);
    await ask.getByRole('button', { name: 'Go back' }).click();
    await expect(ask).toBeHidden();
  });

  test('finds a code from the URL (?search=), filters Used in the URL, and names who a code went to', async ({ page }) => {
    await page.goto('/coupons?used=used');
    const grid = page.getByRole('region', { name: 'Coupons' });
    await expect(page.getByRole('combobox', { name: 'Used' })).toHaveValue('Used');
    await expect(grid.getByRole('gridcell', { name: 'Not Used', exact: true })).toHaveCount(0);
    await expect(page.getByText(/^Page 1 of 3 · 30 coupons$/)).toBeVisible();
    const row = grid.getByRole('row').nth(1);
    const code = (await row.locator('[col-id="CouponCode"]').textContent())?.trim() ?? '';
    await expect(row.locator('[col-id="customer"]')).toHaveText(/@/);

    // A link to one code (the palette's) opens it found; the search box shows it.
    await page.goto(`/coupons?search=${encodeURIComponent(code)}`);
    await expect(page.getByRole('textbox', { name: 'Search by coupon code' })).toHaveValue(code);
    await expect(grid.getByRole('row')).toHaveCount(2);
    await expect(grid.getByRole('gridcell', { name: code, exact: true })).toBeVisible();
    await expect(page.getByText('Page 1 of 1 · 1 coupon', { exact: true })).toBeVisible();

    // Typed in any case, by its start; Enter searches and the URL keeps it.
    const prefix = code.slice(0, 6).toLowerCase();
    await page.getByRole('textbox', { name: 'Search by coupon code' }).fill(prefix);
    await page.getByRole('textbox', { name: 'Search by coupon code' }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]search=${prefix}(&|$)`));
    await expect(grid.getByRole('gridcell', { name: code, exact: true })).toBeVisible();
    await page.getByRole('combobox', { name: 'Used' }).click();
    await page.getByRole('option', { name: 'Not Used', exact: true }).click();
    await expect(page).toHaveURL(/[?&]used=unused(&|$)/);
    await expect(grid.getByRole('gridcell', { name: 'Used', exact: true })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Used' })).toHaveValue('Not Used');
    await expect(page.getByRole('textbox', { name: 'Search by coupon code' })).toHaveValue(prefix);

    await page.getByRole('textbox', { name: 'Search by coupon code' }).fill('NO-SUCH-CODE');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('No Records Found', { exact: true })).toBeVisible();
    await keepScreenshot(page, 'coupons-search');
  });
});
