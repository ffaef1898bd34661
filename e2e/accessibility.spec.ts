import { expect, test, type Page } from '@playwright/test';
import { CARDS } from '@console/contracts/common/cards';
import { bulkPriceContract } from '@console/contracts/bulk-price.contract';
import { jobsContract } from '@console/contracts/jobs.contract';
import { callContract } from './support/api';
import { blockingViolations } from './support/axe';
import { usDate } from './support/commerce';

/** Every screen of the console: the home cards, the shell's own screens, and the pages outside the frame. */
const SCREENS = ['/', ...CARDS.map((card) => card.route), '/jobs', '/mail', '/audit'];

/** Waits until a screen has drawn its title and any grid has finished loading. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Please wait while loading')).toHaveCount(0, { timeout: 30_000 });
}

test.describe('Accessibility (axe-core, WCAG 2 A/AA)', () => {
  for (const route of SCREENS) {
    test(`${route}: no critical or serious violations, one h1, no console errors`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      await page.goto(route);
      await settled(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      expect(await blockingViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('Accessibility of dialogs and public pages (axe-core, WCAG 2 A/AA)', () => {
  test('the students edit dialog and the Reject question', async ({ page }) => {
    await page.goto('/students');
    await settled(page);
    await page.locator('.ag-center-cols-container [role="row"]').first().getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog');
    await expect(edit.getByLabel('School', { exact: true })).toBeVisible();
    expect(await blockingViolations(page, '[role="dialog"]')).toEqual([]);
    await edit.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect(edit).toBeHidden();

    await page.locator('.ag-center-cols-container [role="row"]').first().getByRole('button', { name: 'Reject', exact: true }).click();
    const ask = page.getByRole('dialog');
    await expect(ask.getByRole('button', { name: 'Keep it' })).toBeVisible();
    expect(await blockingViolations(page, '[role="dialog"]')).toEqual([]);
    await ask.getByRole('button', { name: 'Keep it' }).click();
    await expect(ask).toBeHidden();
  });

  test('the job Cancel question and the registration code link', async ({ page }) => {
    // A job that can be cancelled whatever ran before: a price scheduled far ahead.
    await page.goto('/bulkprice');
    const day = usDate(61);
    expect((await callContract(page, bulkPriceContract.update, { body: { MODEL: 'TL-1017-KIT', PRICE: 62.5, EFFECTIVE_DATE: day, BELOW_MAPP_ITEM_TAG: 'false' } })).status).toBe(200);
    const pending = await callContract(page, jobsContract.list, { body: { status: 'pending' } });
    const job = pending.body.rows.find((j) => j.title === `Apply price TL-1017-KIT on ${day}`);
    if (!job) throw new Error(`no pending apply job for ${day}`);
    await page.goto('/jobs');
    await settled(page);
    await page.locator(`.ag-center-cols-container [role="row"][row-id="${job.id}"]`).getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Keep job' })).toBeVisible();
    expect(await blockingViolations(page, '[role="dialog"]')).toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: 'Keep job' }).click();

    await page.goto('/registrationCodes');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: /^Edit / }).first().click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Copy the registration page link' })).toBeVisible();
    expect(await blockingViolations(page, '[role="dialog"]')).toEqual([]);
  });

  test('the Add Giveaway form', async ({ page }) => {
    await page.goto('/giveaways');
    await settled(page);
    await page.getByRole('button', { name: 'Add Giveaway' }).click();
    await expect(page.getByRole('dialog', { name: 'Add New Giveaway' })).toBeVisible();
    expect(await blockingViolations(page, '[role="dialog"]')).toEqual([]);
  });

  test('the Ctrl+K palette, with records found', async ({ page }) => {
    await page.goto('/students');
    await settled(page);
    await page.keyboard.press('Control+K');
    const find = page.getByRole('textbox', { name: 'Find' });
    await expect(find).toBeFocused();
    expect(await blockingViolations(page, '.mantine-Spotlight-content')).toEqual([]);
    await find.fill('1001');
    await expect(page.getByRole('button').filter({ hasText: 'Order #1001' })).toBeVisible();
    expect(await blockingViolations(page, '.mantine-Spotlight-content')).toEqual([]);
  });

  for (const route of ['/login', '/unauthorized', '/no-such-page', '/register?code=NO-SUCH-CODE', '/giveaway/999999']) {
    test(`public page ${route}`, async ({ browser }) => {
      const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
      const page = await visitor.newPage();
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
      await visitor.close();
    });
  }
});
