import { expect, test, type Locator, type Page } from '@playwright/test';
import { bulkPriceContract } from '@console/contracts/bulk-price.contract';
import { isCallOf } from './support/api';
import { usDate } from './support/commerce';
import { SHOP_ZONE, shopIsoDay } from './support/shop-clock';

/** The open calendar of a date field (Mantine renders it in a portal, outside the dialog). */
const calendar = (page: Page) => page.locator('[data-dates-dropdown]');

/** The day button of a date `days` from today (the shop's), named as the calendar names it ('1 December 2026'). */
function dayName(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: SHOP_ZONE });
}

function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function openNewPrice(page: Page): Promise<Locator> {
  await page.goto('/bulkprice');
  await page.getByRole('button', { name: 'Add Price' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Price' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** One date control everywhere, typed as MM/DD/YYYY or picked, safe inside a dialog. */
test.describe('The date control', () => {
  test('Escape in an open calendar closes the calendar and leaves the dialog open', async ({ page }) => {
    const dialog = await openNewPrice(page);
    await dialog.getByLabel('Date From').click();
    await expect(calendar(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(calendar(page)).toBeHidden();
    await expect(dialog).toBeVisible();
    // With the calendar closed, Escape is the dialog's again.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the open calendar in a dialog never covers Submit or Close', async ({ page }) => {
    const dialog = await openNewPrice(page);
    await dialog.getByLabel('Date From').click();
    await expect(calendar(page)).toBeVisible();
    const box = await calendar(page).boundingBox();
    expect(box).not.toBeNull();
    for (const name of ['Submit', 'Close']) {
      const button = await dialog.getByRole('button', { name, exact: true }).boundingBox();
      expect(button).not.toBeNull();
      expect(overlaps(box!, button!), `calendar over ${name}`).toBe(false);
    }
  });

  test('a date typed as MM/DD/YYYY is kept and sent', async ({ page }) => {
    const dialog = await openNewPrice(page);
    await dialog.getByLabel('Sku').fill('TL-1017-KIT');
    // Near the demo store's 58.99, so the save goes without the large-change question (e2e/bulk-price.spec.ts asks it).
    await dialog.getByLabel('Price', { exact: true }).fill('55.5');
    await dialog.getByLabel('Date From').fill(usDate(12));
    await dialog.getByLabel('Date From').press('Tab');
    await expect(dialog.getByLabel('Date From')).toHaveValue(usDate(12));
    const saved = page.waitForRequest(isCallOf(bulkPriceContract.update));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    expect((await saved).postDataJSON()).toMatchObject({
      MODEL: 'TL-1017-KIT',
      EFFECTIVE_DATE: shopIsoDay(12),
    });
  });

  test('a date picked from the calendar fills the field and closes the calendar, in a dialog and on a page', async ({ page }) => {
    const dialog = await openNewPrice(page);
    await dialog.getByLabel('Date From').click();
    // Tomorrow may be in the next month: go there first when today's month does not show it.
    const tomorrow = calendar(page).getByRole('button', { name: dayName(1), exact: true });
    if (!(await tomorrow.isVisible())) await calendar(page).getByRole('button', { name: 'Next month' }).click();
    await calendar(page)
      .getByRole('button', { name: dayName(1), exact: true })
      .click();
    await expect(calendar(page)).toBeHidden();
    await expect(dialog.getByLabel('Date From')).toHaveValue(usDate(1));
    await expect(dialog).toBeVisible();

    await page.goto('/pricecontrol');
    await page.getByLabel('Start Date', { exact: true }).click();
    await calendar(page)
      .getByRole('button', { name: dayName(0), exact: true })
      .click();
    await expect(page.getByLabel('Start Date', { exact: true })).toHaveValue(usDate(0));
    await expect(calendar(page)).toBeHidden();
  });
});

/** Create Event's Date From once took "03/15/2027 9:00 AM" as nothing, and its calendar covered the times. */
test.describe('The date control in Create Event', () => {
  async function openCreateEvent(page: Page): Promise<Locator> {
    await page.goto('/events');
    await page.getByRole('button', { name: 'Create Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Event' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  test('a date typed with its time fills Date From and Time From; text it cannot read says what it wants', async ({ page }) => {
    const dialog = await openCreateEvent(page);
    const from = dialog.getByRole('textbox', { name: 'Date From' });
    await from.fill('03/15/2027 9:00 AM');
    await from.press('Tab');
    await expect(from).toHaveValue('03/15/2027');
    await expect(dialog.getByRole('textbox', { name: 'Time From' })).toHaveValue('09:00');

    const to = dialog.getByRole('textbox', { name: 'Date To' });
    await to.fill('3/16/2027');
    await to.press('Tab');
    await expect(to).toHaveValue('03/16/2027');

    await to.fill('next tuesday');
    await to.press('Tab');
    await expect(dialog.getByText('Type the date as MM/DD/YYYY, e.g. 03/15/2027.')).toBeVisible();
  });

  test('the open calendar covers neither Time From nor Time To', async ({ page }) => {
    const dialog = await openCreateEvent(page);
    for (const label of ['Date From', 'Date To']) {
      await dialog.getByLabel(label).click();
      await expect(calendar(page)).toBeVisible();
      const box = await calendar(page).boundingBox();
      expect(box).not.toBeNull();
      for (const time of ['Time From', 'Time To']) {
        const field = await dialog.getByLabel(time).boundingBox();
        expect(field).not.toBeNull();
        expect(overlaps(box!, field!), `${label}'s calendar over ${time}`).toBe(false);
      }
      await page.keyboard.press('Escape');
      await expect(calendar(page)).toBeHidden();
    }
  });
});
