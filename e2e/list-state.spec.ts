import { expect, test, type Page, type Route } from '@playwright/test';
import { GiveawaysScreen } from './support/giveaways-screen';
import { CodesScreen } from './support/registration-codes-screen';
import { InvitationScreen } from './support/invitations-screen';
import { SITE_USERS } from './support/invitations-programmes';
import { RegistrationScreen } from './support/registration-screen';
import { STUDENTS } from './support/registrations';

/** The rows' text of one column, in screen order (hidden tabs left out). */
const columnTexts = (page: Page, colId: string) =>
  page.locator(`[role="gridcell"][col-id="${colId}"]`).filter({ visible: true }).allInnerTexts();
const urlParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
const header = (page: Page, colId: string) => page.locator(`[role="columnheader"][col-id="${colId}"]`).filter({ visible: true });

/** Sorts a column descending by two clicks on its header; the sort is in the URL. */
async function sortDescending(page: Page, colId: string) {
  await header(page, colId).getByRole('button').click();
  await header(page, colId).getByRole('button').click();
  await expect(header(page, colId)).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => urlParam(page, 'sort')).toBe(`${colId}:desc`);
}

/** Reloads and expects the same sort arrow and the same rows in the same order. */
async function expectSameAfterReload(page: Page, colId: string, texts: string[]) {
  await page.reload();
  await expect(header(page, colId)).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => columnTexts(page, colId)).toEqual(texts);
}

/**
 * Other spec files add and remove events, prices and coupons while this one runs: each API request asked again alike
 * (method, URL and body) gets the answer it got the first time, so the rows after a reload differ only when the
 * reloaded screen asks for something else, which is what these tests are to catch.
 */
async function answerAgainAlike(page: Page) {
  const answers = new Map<string, Awaited<ReturnType<Route['fetch']>>>();
  await page.route('**/api/**', async (route) => {
    const request = route.request();
    const key = `${request.method()} ${request.url()} ${request.postData() ?? ''}`;
    let answer = answers.get(key);
    if (!answer) {
      answer = await route.fetch();
      answers.set(key, answer);
    }
    await route.fulfill({ response: answer });
  });
}

// Every list keeps its search, sort, page and tab in the URL, so a reload shows the same list.
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
    await header.getByRole('button').click();
    await header.getByRole('button').click();
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

  test('Students: the tab, the column sort, the cursor page and the search survive a reload', async ({ page }) => {
    const screen = new RegistrationScreen(page, STUDENTS);
    await screen.open();
    await screen.selectTab('Approved');
    await sortDescending(page, 'email');
    const firstPage = await columnTexts(page, 'email');
    await screen.button('Next').click();
    await expect.poll(() => urlParam(page, 'cursor')).not.toBeNull();
    await expect.poll(() => columnTexts(page, 'email')).not.toEqual(firstPage);
    const emails = await columnTexts(page, 'email');

    await expectSameAfterReload(page, 'email', emails);
    await expect(screen.tab('Approved')).toHaveAttribute('aria-selected', 'true');
    await expect(screen.button('Previous')).toBeEnabled();

    // A search starts at the first page and keeps the sort; a reload sends the same search.
    await screen.search('example', 'approved');
    expect(urlParam(page, 'cursor')).toBeNull();
    const searched = screen.listRequest('approved');
    await page.reload();
    expect((await searched).postDataJSON()).toEqual({ searchType: 'Email', searchValue: 'example' });
    await expect(screen.searchBox()).toHaveValue('example');
    await expect(header(page, 'email')).toHaveAttribute('aria-sort', 'descending');
  });

  test('Invite users: the tab, the column sort and the page survive a reload', async ({ page }) => {
    const screen = new InvitationScreen(page, SITE_USERS);
    await screen.open();
    await screen.selectTab('Registered');
    await sortDescending(page, 'email');
    const firstPage = await columnTexts(page, 'email');
    await screen.button('Next').click();
    await expect.poll(() => columnTexts(page, 'email')).not.toEqual(firstPage);
    const emails = await columnTexts(page, 'email');
    await expectSameAfterReload(page, 'email', emails);
    await expect(screen.tab('Registered')).toHaveAttribute('aria-selected', 'true');
  });

  test('Credits: the sort option and the page number survive a reload', async ({ page }) => {
    await page.goto('/credits');
    const grid = page.getByRole('region', { name: 'Credit customers' });
    await expect(grid.locator('[role="row"][row-index]')).toHaveCount(10);
    const sorted = page.waitForResponse((r) => new URL(r.url()).searchParams.get('sortField') === 'email');
    await page.getByRole('combobox', { name: 'Sort' }).click();
    await page.getByRole('option', { name: 'Email (Z - A)' }).click();
    await expect.poll(() => urlParam(page, 'sort')).toBe('6');
    await sorted;
    await expect(page.getByRole('button', { name: 'Next page' })).toBeEnabled();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText(/^2 of \d+$/)).toBeVisible();
    expect(urlParam(page, 'page')).toBe('2');
    const emails = await columnTexts(page, 'email');

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveValue('Email (Z - A)');
    await expect(page.getByText(/^2 of \d+$/)).toBeVisible();
    await expect.poll(() => columnTexts(page, 'email')).toEqual(emails);
  });

  test('Registration codes: a column filter shows page 1 and takes the page out of the URL', async ({ page }) => {
    const screen = new CodesScreen(page);
    await screen.open();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    expect(urlParam(page, 'page')).toBe('2');
    await page.getByRole('group', { name: 'Column filters' }).getByRole('textbox').first().fill('a');
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await expect.poll(() => urlParam(page, 'page')).toBeNull();
  });

  test('SOLR Filters: the tab and the column sort survive a reload', async ({ page }) => {
    await page.goto('/solrFilters');
    await page.getByRole('tab', { name: 'Filters Definitions' }).click();
    await expect.poll(() => urlParam(page, 'tab')).toBe('1');
    await sortDescending(page, 'name');
    const names = await columnTexts(page, 'name');
    expect(names.length).toBeGreaterThan(1);
    await expectSameAfterReload(page, 'name', names);
    await expect(page.getByRole('tab', { name: 'Filters Definitions' })).toHaveAttribute('aria-selected', 'true');
  });

  // Server-paged (cursor or page number) and browser-paged screens: a column sort and page 2 survive a reload.
  const PAGED_SCREENS = [
    { name: 'Events', route: '/events', colId: 'name', urlPage: 'page' },
    { name: 'Price log', route: '/pricecontrol', colId: 'Sku', urlPage: 'page' },
    { name: 'Coupons', route: '/coupons', colId: 'CouponCode', urlPage: 'page' },
    { name: 'Bulk price', route: '/bulkprice', colId: 'MODEL', urlPage: 'cursor' },
  ] as const;
  for (const screen of PAGED_SCREENS) {
    test(`${screen.name}: the column sort and the page survive a reload`, async ({ page }) => {
      await answerAgainAlike(page);
      await page.goto(screen.route);
      await expect.poll(async () => (await columnTexts(page, screen.colId)).length).toBeGreaterThan(1);
      await sortDescending(page, screen.colId);
      const firstPage = await columnTexts(page, screen.colId);
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect.poll(() => urlParam(page, screen.urlPage)).not.toBeNull();
      await expect.poll(() => columnTexts(page, screen.colId)).not.toEqual(firstPage);
      const texts = await columnTexts(page, screen.colId);
      await expectSameAfterReload(page, screen.colId, texts);
    });
  }

  test('Jobs and Mail: the status filter survives a reload', async ({ page }) => {
    await page.goto('/jobs');
    const status = page.getByRole('combobox', { name: 'Status' });
    await status.click();
    await page.getByRole('option', { name: 'Done', exact: true }).click();
    await expect.poll(() => urlParam(page, 'status')).toBe('done');
    const asked = page.waitForRequest((r) => r.method() === 'POST' && (r.postDataJSON() as { status?: string } | null)?.status === 'done');
    await page.reload();
    await asked;
    await expect(status).toHaveValue('Done');

    await page.goto('/mail');
    await page
      .locator('label')
      .filter({ hasText: /^\s*Sent\s*$/ })
      .click();
    await expect.poll(() => urlParam(page, 'status')).toBe('sent');
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Sent' })).toBeChecked();
  });
});
