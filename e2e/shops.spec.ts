import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { studentsContract } from '@console/contracts/students.contract';
import { apiFor, isCallOf } from './support/api';
import { expectCli, operatorsCli } from './support/console-cli';
import { ONE_SHOP_EMAIL, ONE_SHOP_PASSWORD, SECOND_SHOP, SHOP_NAME, TWO_SHOPS_EMAIL, TWO_SHOPS_PASSWORD } from './support/env';
import { RETIREE_USERS, uniqueEmail } from './support/invitations-programmes';
import { InvitationScreen } from './support/invitations-screen';
import { STUDENTS, type CustomerPage } from './support/registrations';
import { RegistrationScreen } from './support/registration-screen';
import { cookieMap, signInToHome } from './support/session';

/*
 * docs/several-shops.md "in the browser": the header's Shop control, a tab that keeps its own shop and names it on every
 * call (X-Shop-Name), switching that reloads the screen's data and keeps the route (or goes home). Its own
 * operators, so its switches never change the shop another spec's sign-in answers (the operator's last switch).
 */

const SHOP_HEADER = 'x-shop-name';
const SHOPS_PATH = '/api/shops';
const SWITCH_PATH = '/api/shops/current';
const MTD = 'MTD Users';
const PENDING = { searchValue: '', searchType: 'Email' } as const;

const shopControl = (page: Page): Locator => page.getByRole('banner').getByRole('combobox', { name: 'Shop', exact: true });
const mtdBox = (scope: Locator | Page) => scope.getByRole('checkbox', { name: MTD, exact: true });

function onceCli(what: string, args: string[], alreadyDone: RegExp): void {
  const run = operatorsCli(args);
  // A retry of the spec finds the operator already there.
  if (run.status !== 0 && alreadyDone.test(run.output)) return;
  expectCli(what, run);
}

async function signedIn(browser: Browser, email: string, password: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signInToHome(page, email, password);
  return { context, page };
}

/** The pending students of a shop through the API, first page (the rows the Students screen opens on). */
async function pendingOf(page: Page, shop: string): Promise<CustomerPage> {
  const answer = await (await apiFor(page, { shop })).call(studentsContract.list, { params: { status: 'pending' }, body: PENDING });
  expect(answer.status, `pending students of ${shop}`).toBe(200);
  return answer.body;
}

const idsOf = (list: CustomerPage) => list.rows.map((row) => row.id);

/** Picks a shop in the header's control and waits for the switch call's answer. */
async function switchShop(page: Page, shop: string): Promise<void> {
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === SWITCH_PATH && r.request().method() === 'POST');
  await shopControl(page).selectOption(shop);
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toEqual({ shop });
  expect(await response.json()).toMatchObject({ shopName: shop });
  await expect(shopControl(page)).toHaveValue(shop);
}

/** The Students list's pending page as the screen loads it next: its request's shop and its answer. */
async function nextPendingList(screen: RegistrationScreen): Promise<() => Promise<{ shop: string | undefined; page: CustomerPage }>> {
  const answer = screen.listResponse('pending');
  return async () => {
    const response = await answer;
    expect(response.status()).toBe(200);
    return { shop: (await response.request().allHeaders())[SHOP_HEADER], page: (await response.json()) as CustomerPage };
  };
}

async function shownEmails(screen: RegistrationScreen, list: CustomerPage): Promise<void> {
  if (list.rows.length === 0) await expect(screen.text('No Records Found')).toBeVisible();
  else await expect(screen.emailCells()).toHaveText(list.rows.map((row) => row.email));
}

test.describe('Shops in the browser', () => {
  test.beforeAll(() => {
    // Flags everywhere (no --shop: every shop), and Staff only in the first shop.
    onceCli('adding the two-shops operator', ['add', TWO_SHOPS_EMAIL, '--password', TWO_SHOPS_PASSWORD], /exist|already|taken/i);
    expectCli('granting in every shop', operatorsCli(['grant', TWO_SHOPS_EMAIL, '--flags', 'showStudents,showRetireeUsers']));
    expectCli('granting Staff in the first shop', operatorsCli(['grant', TWO_SHOPS_EMAIL, '--shop', SHOP_NAME, '--flags', 'showStaff']));
    onceCli(
      'adding the one-shop operator',
      ['add', ONE_SHOP_EMAIL, '--password', ONE_SHOP_PASSWORD, '--shop', SHOP_NAME, '--flags', 'showStudents'],
      /exist|already|taken/i,
    );
  });

  test('the Shop control lists the operator’s shops; switching shows the other shop’s students on the same route', async ({ browser }) => {
    const { context, page } = await signedIn(browser, TWO_SHOPS_EMAIL, TWO_SHOPS_PASSWORD);
    const shops = await (await apiFor(page)).get<{ shops: Array<{ name: string; flags: string[]; current: boolean }> }>(SHOPS_PATH);
    expect(shops.status).toBe(200);
    const names = shops.body.shops.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining([SHOP_NAME, SECOND_SHOP]));
    expect(shops.body.shops.find((s) => s.current)?.name).toBe(SHOP_NAME);

    const screen = new RegistrationScreen(page, STUDENTS);
    const first = await nextPendingList(screen);
    await page.goto(STUDENTS.route);
    const opened = await first();
    expect(opened.shop).toBe(SHOP_NAME);
    await expect(shopControl(page)).toHaveValue(SHOP_NAME);
    await expect(shopControl(page).locator('option')).toHaveText(names);

    const dev = await pendingOf(page, SHOP_NAME);
    const ca = await pendingOf(page, SECOND_SHOP);
    expect(dev.rows.length).toBeGreaterThan(0);
    // Two shops share no record.
    expect(idsOf(ca).filter((id) => idsOf(dev).includes(id))).toEqual([]);
    expect(idsOf(opened.page)).toEqual(idsOf(dev));
    await shownEmails(screen, dev);

    const reloaded = await nextPendingList(screen);
    await switchShop(page, SECOND_SHOP);
    const after = await reloaded();
    expect(after.shop).toBe(SECOND_SHOP);
    expect(idsOf(after.page)).toEqual(idsOf(ca));
    await expect(page).toHaveURL(/\/students$/);
    await shownEmails(screen, ca);
    // The cookies a new tab starts from, and the flags the guard reads there.
    const cookies = await cookieMap(context);
    expect(cookies.get('shopName')).toBe(SECOND_SHOP);
    expect(cookies.get('_customApp')?.split(',')).toContain('showStudents');

    const back = await nextPendingList(screen);
    await switchShop(page, SHOP_NAME);
    expect((await back()).shop).toBe(SHOP_NAME);
    await shownEmails(screen, dev);
    await context.close();
  });

  test('two tabs on two shops stay apart: each lists and writes its own shop', async ({ browser }) => {
    const { context, page: tab1 } = await signedIn(browser, TWO_SHOPS_EMAIL, TWO_SHOPS_PASSWORD);
    const screen1 = new RegistrationScreen(tab1, STUDENTS);
    await screen1.open();
    await switchShop(tab1, SECOND_SHOP);

    // A new tab starts on the cookie's shop (the last switch), then goes its own way.
    const tab2 = await context.newPage();
    const screen2 = new RegistrationScreen(tab2, STUDENTS);
    const opened2 = await nextPendingList(screen2);
    await tab2.goto(STUDENTS.route);
    expect((await opened2()).shop).toBe(SECOND_SHOP);
    await expect(shopControl(tab2)).toHaveValue(SECOND_SHOP);
    await switchShop(tab2, SHOP_NAME);
    expect((await cookieMap(context)).get('shopName')).toBe(SHOP_NAME);

    // Tab 1 still shows its shop, after a reload too, and lists its rows.
    const ca = await pendingOf(tab1, SECOND_SHOP);
    const again = await nextPendingList(screen1);
    await tab1.reload();
    const list1 = await again();
    expect(list1.shop).toBe(SECOND_SHOP);
    expect(idsOf(list1.page)).toEqual(idsOf(ca));
    await expect(shopControl(tab1)).toHaveValue(SECOND_SHOP);
    await shownEmails(screen1, ca);

    // A write from tab 1 lands in tab 1's shop, never in the shop the cookies now name.
    const devBefore = (await (await apiFor(tab1, { shop: SHOP_NAME })).call(studentsContract.getDefaultDiscountLimit)).body.value;
    const limit = String(100_000 + (Date.now() % 800_000));
    const field = screen1.visible(tab1.getByLabel('Default STP Student Discount Limit($)', { exact: true }));
    await expect(field).not.toHaveValue('');
    await field.fill(limit);
    const save = tab1.waitForRequest(isCallOf(studentsContract.setDefaultDiscountLimit));
    await screen1.button('Save').click();
    const saved = await save;
    expect(await saved.headerValue(SHOP_HEADER)).toBe(SECOND_SHOP);
    expect(saved.postDataJSON()).toEqual({ default_discount_limit: limit });
    await expect(screen1.text('Saved successfully.')).toBeVisible();
    expect((await (await apiFor(tab1, { shop: SECOND_SHOP })).call(studentsContract.getDefaultDiscountLimit)).body.value).toBe(limit);
    expect((await (await apiFor(tab1, { shop: SHOP_NAME })).call(studentsContract.getDefaultDiscountLimit)).body.value).toBe(devBefore);

    // And tab 2 keeps the first shop.
    const dev = await pendingOf(tab2, SHOP_NAME);
    const again2 = await nextPendingList(screen2);
    await tab2.reload();
    const list2 = await again2();
    expect(list2.shop).toBe(SHOP_NAME);
    expect(idsOf(list2.page)).toEqual(idsOf(dev));
    await context.close();
  });

  test(`'${MTD}' shows only in the MTD shop: switching keeps Retiree Users and brings it`, async ({ browser }) => {
    const { context, page } = await signedIn(browser, TWO_SHOPS_EMAIL, TWO_SHOPS_PASSWORD);
    const screen = new InvitationScreen(page, RETIREE_USERS);
    await screen.open();
    await expect(screen.button('Invite User')).toBeVisible();
    await expect(mtdBox(page)).toHaveCount(0);
    const plain = await screen.openInvite();
    await expect(plain.getByLabel('Email', { exact: true })).toBeVisible();
    await expect(mtdBox(plain)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(plain).toBeHidden();

    const reloaded = screen.listResponse('Invited');
    await switchShop(page, SECOND_SHOP);
    const list = await reloaded;
    expect(list.status()).toBe(200);
    expect(await list.request().headerValue(SHOP_HEADER)).toBe(SECOND_SHOP);
    await expect(page).toHaveURL(new RegExp(`${RETIREE_USERS.route}$`));
    await expect(screen.visible(mtdBox(page))).toHaveCount(1);
    const dialog = await screen.openInvite();
    await expect(mtdBox(dialog)).toBeVisible();
    const person = { first: 'Cana', last: 'Mtd', email: uniqueEmail(RETIREE_USERS, 'shop-ca'), tags: '' };
    await screen.fillInvite(dialog, person);
    await mtdBox(dialog).check();
    const save = screen.request('POST', RETIREE_USERS.paths.save);
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    const sent = await save;
    expect(await sent.headerValue(SHOP_HEADER)).toBe(SECOND_SHOP);
    expect((sent.postDataJSON() as { excelData: Array<Record<string, unknown>> }).excelData[0]).toMatchObject({
      email: person.email,
      mtdCheckbox: true,
    });
    await context.close();
  });

  test('switching to a shop without the screen’s function goes home, with that shop’s functions', async ({ browser }) => {
    const { context, page } = await signedIn(browser, TWO_SHOPS_EMAIL, TWO_SHOPS_PASSWORD);
    await page.goto('/staff');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    const functions = page.getByRole('navigation', { name: 'Functions' });
    await expect(functions.getByRole('link', { name: 'Staff', exact: true })).toBeVisible();

    await switchShop(page, SECOND_SHOP);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(functions.getByRole('link', { name: 'Staff', exact: true })).toHaveCount(0);
    await expect(functions.getByRole('link', { name: 'Student', exact: true })).toBeVisible();
    expect((await cookieMap(context)).get('_customApp')?.split(',')).not.toContain('showStaff');
    await context.close();
  });

  test('an operator of one shop sees its name in the header, no Shop control', async ({ browser }) => {
    const { context, page } = await signedIn(browser, ONE_SHOP_EMAIL, ONE_SHOP_PASSWORD);
    const shops = await (await apiFor(page)).get<{ shops: Array<{ name: string }> }>(SHOPS_PATH);
    expect(shops.body.shops.map((s) => s.name)).toEqual([SHOP_NAME]);
    const banner = page.getByRole('banner');
    await expect(banner.getByText(SHOP_NAME, { exact: true })).toBeVisible();
    await expect(banner.getByRole('combobox')).toHaveCount(0);
    await context.close();
  });
});
