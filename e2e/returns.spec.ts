import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { returnsContract } from '@console/contracts/returns.contract';
import { isCallOf, routeOfCall } from './support/api';
import { keepScreenshot } from './support/screenshot';
import { gridOverflow } from './support/grid-fit';

/** docs/functions/commerce-tools.md §2.5, §4, §5, §8: the Returns screen, the Create Return modal and its messages. */

async function openOrder(page: Page, value: string) {
  await page.goto('/orderReturns');
  await page.getByPlaceholder('Enter the Order Number').fill(value);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

test.describe('Returns', () => {
  test('opens on the newest returns with title and SKU; a click opens the order; both grids fit at 1280', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/orderReturns');
    const recent = page.getByRole('region', { name: 'Recent returns' });
    const open1001 = recent.getByRole('button', { name: 'Open order #1001' }).first();
    await expect(open1001).toBeVisible();
    // The line item is its title and SKU, not the store's id.
    await expect(recent.locator('[col-id="lineItem"][role="gridcell"]').first()).toHaveText(/^\S.* · [A-Z]{2}-\d{4}-[A-Z]+$/);
    await expect(recent.getByRole('columnheader', { name: 'Return Date' })).toBeVisible();
    // The shop's clock (the browser's is UTC), with the zone's name, and the zone said under the grid.
    await expect(recent.locator('[col-id="returnDate"][role="gridcell"]').first()).toHaveText(
      /^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}:\d{2} (AM|PM) E[SD]T$/,
    );
    await expect(page.getByText(/^Times in America\/New_York \(E[SD]T\)\.$/)).toBeVisible();
    expect(await gridOverflow(recent)).toEqual({ scrollsSideways: false, cutHeaders: [], cutCells: [] });

    await open1001.click();
    await expect(page).toHaveURL(/\/orderReturns\?order=1001$/);
    await expect(page.getByPlaceholder('Enter the Order Number')).toHaveValue('1001');
    await expect(page.getByRole('table', { name: 'Order Details' })).toContainText('#1001');
    await expect(recent).toBeHidden();
    const grid = page.getByRole('region', { name: 'Returns' });
    await expect(grid.locator('[col-id="lineItem"][role="gridcell"]').first()).toHaveText(/ · [A-Z]{2}-\d{4}-[A-Z]+$/);
    for (const header of [
      'Line Item Id',
      'Quantity',
      'Refund Status',
      'Tracking Number',
      'Order Date',
      'Return Date',
      'Action',
      'Address Edited',
      'Country/region',
      'Address',
      'City',
      'State',
      'ZIP code',
      'Phone',
    ]) {
      await expect(grid.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }
    expect(await gridOverflow(grid)).toEqual({ scrollsSideways: false, cutHeaders: [], cutCells: [] });
  });

  test('searches an order: No Records Found, then the order details and its returns with the label', async ({ page }) => {
    await openOrder(page, '99999');
    await expect(page.getByText('No Records Found', { exact: true })).toBeVisible();

    await page.getByPlaceholder('Enter the Order Number').fill('1001');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const details = page.getByRole('table', { name: 'Order Details' });
    await expect(details.getByRole('cell', { name: '#1001' })).toBeVisible();
    // Words and money as a person reads them: not the store's enum name, thousands separated.
    await expect(details.getByRole('cell', { name: 'Partially fulfilled', exact: true })).toBeVisible();
    await expect(details.getByRole('cell', { name: /^\$\d{1,3}(,\d{3})*\.\d{2}$/ })).toBeVisible();
    const grid = page.getByRole('region', { name: 'Returns' });
    await expect(grid.getByRole('columnheader', { name: 'Refund Status' })).toBeVisible();
    await expect(grid.getByText('PENDING').first()).toBeVisible();
    const tracking = (await grid.locator('[col-id="tracking_number"]').nth(1).textContent())?.trim() ?? '';
    expect(tracking).toMatch(/^1Z/);

    const download = page.waitForEvent('download');
    await grid.getByRole('button', { name: `Download label ${tracking}` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`Return_Label_${tracking}.pdf`);
    const bytes = fs.readFileSync((await file.path()) ?? '');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByRole('table', { name: 'Order Details' })).toBeHidden();
    await expect(page.getByPlaceholder('Enter the Order Number')).toHaveValue('');
  });

  test('Create Return: the rules and messages, then a return with its label', async ({ page }) => {
    await openOrder(page, '1001');
    await page.getByRole('button', { name: 'Create Return' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Return for #1001' });
    await expect(dialog).toBeVisible();
    // The gift tag is never offered; the unfulfilled line neither.
    await expect(dialog.getByText('BDGIFTTAG')).toHaveCount(0);
    await expect(dialog.getByText(/TL-1010-STD/)).toHaveCount(0);
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();

    // Two tool chests are 116 lb: too heavy for one package.
    await dialog.getByLabel('Returning quantity of TL-1006-STD').fill('2');
    await expect(dialog.getByText('/2').first()).toBeVisible();
    await submit.click();
    const heavy = dialog.getByRole('alert');
    // The spec's message, then the weight and what lifts the limit.
    await expect(heavy).toHaveText(
      "Heavier than the allowable package weight of 70 lbs. This return weighs 116 lbs. Check 'ALL Unique Tracking Numbers' to ship every item in its own package, or return fewer items; a line's own 'Unique Tracking Numbers' does not lift the limit.",
    );
    await expect(dialog.getByText('Every item in its own package: the 70 lbs limit does not apply.')).toBeVisible();
    await expect(heavy).toBeHidden({ timeout: 6000 });

    // The address form and its messages.
    await dialog.getByLabel('Returning quantity of TL-1006-STD').fill('0');
    await dialog.getByLabel('Returning quantity of TL-1000-STD').fill('1');
    await dialog.getByLabel('Edit Customer Shipping Address').check();
    await expect(dialog.getByLabel('Country/region')).toHaveValue('United States');
    await dialog.getByLabel('Address', { exact: true }).fill('');
    await dialog.getByLabel('City').fill('New York 5');
    await dialog.getByLabel('ZIP code').fill('123');
    await dialog.getByLabel('Phone').fill('555');
    await submit.click();
    await expect(dialog.getByText('Address not valid.')).toBeVisible();
    await expect(dialog.getByText('City not valid.')).toBeVisible();
    await expect(dialog.getByText('Zip code not valid.')).toBeVisible();
    await expect(dialog.getByText('Phone not valid.')).toBeVisible();
    const state = dialog.getByLabel('State');
    await expect(state.locator('option[value="AE"]')).toHaveText('AE - Armed Forces Europe');
    await expect(state.locator('option[value="PR"]')).toHaveText('PR - Puerto Rico');
    await expect(state.locator('option')).toHaveCount(61);
    await state.selectOption('NY');
    await dialog.getByLabel('Address', { exact: true }).fill('350 Fifth Ave');
    await dialog.getByLabel('City').fill('New York');
    await dialog.getByLabel('ZIP code').fill('10118');
    await dialog.getByLabel('Phone').fill('(212) 555-0142');

    // The carrier refuses: its banner, the dialog stays.
    const returnCall = routeOfCall(returnsContract.create);
    await page.route(returnCall, (route) =>
      route.fulfill({ json: { success: false, upsError: true, message: 'Error from UPS: Unable to Create Shipping Label', returns: [] } }),
    );
    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText('Error from UPS: Unable to Create Shipping Label');
    await page.unroute(returnCall);

    const sent = page.waitForRequest(isCallOf(returnsContract.create));
    await submit.click();
    const body = (await sent).postDataJSON() as {
      orderId: string;
      editShippingAdress: boolean;
      isChecked1: boolean;
      lineItems: Array<{ returningQty: number; uniqueisChecked1: boolean }>;
      orderDetails: { shippingAddress: { zip: string } };
    };
    expect(body).toMatchObject({
      editShippingAdress: true,
      isChecked1: false,
      lineItems: [{ returningQty: 1, uniqueisChecked1: false }],
      orderDetails: { shippingAddress: { zip: '10118' } },
    });
    await expect(dialog).toBeHidden();
    const grid = page.getByRole('region', { name: 'Returns' });
    await expect(grid.getByRole('gridcell', { name: '350 Fifth Ave' })).toBeVisible();
    await expect(grid.getByRole('gridcell', { name: 'Yes' })).toBeVisible();
    await keepScreenshot(page, 'returns');
  });

  test('a failed submit closes the dialog with the generic banner for 4 s', async ({ page }) => {
    await openOrder(page, '1004');
    await page.getByRole('button', { name: 'Create Return' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByRole('textbox', { name: /^Returning quantity/ })
      .first()
      .fill('1');
    await page.route(routeOfCall(returnsContract.create), (route) => route.abort());
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toBeHidden();
    const banner = page.getByRole('alert');
    await expect(banner).toHaveText('Error: Unable To Create Return');
    await expect(banner).toBeHidden({ timeout: 6000 });
  });
});
