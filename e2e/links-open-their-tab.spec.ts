import { expect, test, type Page } from '@playwright/test';
import { couponsContract } from '@console/contracts/coupons.contract';
import { giveawaysContract } from '@console/contracts/giveaways.contract';
import { registrationCodesContract } from '@console/contracts/registration-codes.contract';
import { callContract } from './support/api';
import { chooseInPalette } from './support/palette';
import { cookieMap } from './support/session';

/** Opens the palette with Ctrl+K, types `text` and chooses the record titled `title`. */
async function openFromPalette(page: Page, text: string, title: string) {
  await page.keyboard.press('Control+K');
  await chooseInPalette(page, page, text, title);
}

const selectedTab = (page: Page) => page.getByRole('tab', { selected: true });

/** What the URL says wins over the remembered tab; the cookie chooses only when the URL says nothing. */
test.describe('links open the tab they name', () => {
  test('Registration codes: with History remembered, a link with a search opens List searched; a bare visit opens History', async ({
    page,
  }) => {
    const codes = (await callContract(page, registrationCodesContract.list, { query: {} })).body.list;
    const code = codes[3]?.registrationCode;
    if (!code) throw new Error('the demo has no registration codes');
    await page.goto('/registrationCodes');
    await page.getByRole('tab', { name: 'History' }).click();
    await expect.poll(async () => (await cookieMap(page.context())).get('registrationCodeTab')).toBe('1');

    // A link pasted into a new tab.
    const pasted = await page.context().newPage();
    await pasted.goto(`/registrationCodes?search=${encodeURIComponent(code)}`);
    await expect(selectedTab(pasted)).toHaveText('List');
    await expect(pasted.getByRole('textbox', { name: 'Search registration codes' })).toHaveValue(code);
    await expect(pasted.getByRole('gridcell', { name: code, exact: true })).toBeVisible();
    await pasted.close();

    // Nothing in the URL: the remembered tab, written into the URL so what the tab writes later keeps it.
    await page.goto('/registrationCodes');
    await expect(selectedTab(page)).toHaveText('History');
    await expect(page).toHaveURL(/\/registrationCodes\?tab=1$/);

    // The palette's result opens the List tab searched for the code.
    await openFromPalette(page, code.slice(0, -1), code);
    await expect(page).toHaveURL(new RegExp(`/registrationCodes\\?tab=0&search=${encodeURIComponent(code)}$`));
    await expect(selectedTab(page)).toHaveText('List');
    await expect(page.getByRole('gridcell', { name: code, exact: true })).toBeVisible();
  });

  test('Giveaways: with Report remembered, the palette opens Manage Giveaways searched for the giveaway', async ({ page }) => {
    const giveaway = (await callContract(page, giveawaysContract.list, { query: { page: '1', pageSize: '1' } })).body.list[0];
    if (!giveaway) throw new Error('the demo has no giveaways');
    await page.goto('/giveaways');
    await page.getByRole('tab', { name: 'Report' }).click();
    await expect.poll(async () => (await cookieMap(page.context())).get('giveawayTab')).toBe('1');

    await openFromPalette(page, giveaway.name, giveaway.name);
    await expect(selectedTab(page)).toHaveText('Manage Giveaways');
    await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue(giveaway.name);
    await expect(page.getByRole('button', { name: giveaway.name, exact: true })).toBeVisible();
  });

  test('a coupon code found by the palette opens Coupons searched for it', async ({ page }) => {
    const coupon = (await callContract(page, couponsContract.list, { query: { page: 1, per_page: 10 } })).body.data.results[0];
    if (!coupon) throw new Error('the demo has no coupons');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await openFromPalette(page, coupon.CouponCode.toLowerCase(), coupon.CouponCode);
    await expect(page).toHaveURL(new RegExp(`/coupons\\?search=${encodeURIComponent(coupon.CouponCode)}$`));
  });
});
