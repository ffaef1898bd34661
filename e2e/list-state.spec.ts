import { expect, test, type Page } from '@playwright/test';
import { GiveawaysScreen } from './support/giveaways-screen';
import { CodesScreen } from './support/registration-codes-screen';

/** The rows' text of one column, in screen order. */
const columnTexts = (page: Page, colId: string) => page.locator(`[role="gridcell"][col-id="${colId}"]`).allInnerTexts();

// Issue 25: every list keeps its search, sort, page and tab in the URL, so a reload shows the same list.
test.describe('list state in the URL', () => {
  test('Giveaways: the sort option and the page survive a reload; Back returns to page 1', async ({ page }) => {
    const screen = new GiveawaysScreen(page);
    await screen.open();
    let next = screen.listResponse();
    await page.getByRole('combobox', { name: 'Sort' }).click();
    await page.getByRole('option', { name: 'Name Z-A' }).click();
    await next;
    next = screen.listResponse();
    await page.getByRole('button', { name: 'Next' }).click();
    const second = await next;
    expect(screen.params(second.request()).get('page')).toBe('2');
    await expect(page.getByText(/^2 of \d+$/)).toBeVisible();
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    const names = await screen.names().allInnerTexts();

    const reloaded = screen.listResponse();
    await page.reload();
    expect(Object.fromEntries(screen.params((await reloaded).request()))).toMatchObject({
      sortField: 'name',
      sortOrder: 'desc',
      page: '2',
    });
    await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveValue('Name Z-A');
    await expect(page.getByText(/^2 of \d+$/)).toBeVisible();
    await expect(screen.names()).toHaveText(names);

    // Back returns to the first page of the same sort.
    const back = screen.listResponse();
    await page.goBack();
    expect(screen.params((await back).request()).get('page')).toBe('1');
    await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveValue('Name Z-A');
  });

  test('Registration codes: the column sort and the page survive a reload', async ({ page }) => {
    const screen = new CodesScreen(page);
    await screen.open();
    const header = page.locator('[role="columnheader"][col-id="registrationCode"]');
    await header.locator('.ag-header-cell-label').click();
    await header.locator('.ag-header-cell-label').click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('registrationCode:desc');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    const codes = await columnTexts(page, 'registrationCode');
    expect(codes.length).toBeGreaterThan(0);

    await page.reload();
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(() => columnTexts(page, 'registrationCode')).toEqual(codes);
  });
});
