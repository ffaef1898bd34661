import { expect, test, type Page } from '@playwright/test';
import { staffContract } from '@console/contracts/staff.contract';
import { studentsContract } from '@console/contracts/students.contract';
import { apiFor, pathOfCall } from './support/api';
import { ADMIN_EMAIL, ADMIN_PASSWORD, SHOP_NAME, STUDENTS_ONLY_EMAIL, STUDENTS_ONLY_PASSWORD } from './support/env';
import { cookieMap, signIn, signInToHome } from './support/session';
import { keepScreenshot } from './support/screenshot';

/** docs/functions/shell-students-staff.md §1: every home card with its route and description (null: none shown). */
const SPEC_CARDS: ReadonlyArray<readonly [name: string, route: string, description: string | null]> = [
  ['Student', '/students', 'manage Student customers registration'],
  ['Staff', '/staff', 'manage Staff customers registration'],
  ['National Partners', '/national', null],
  ['Partner Users', '/partnerusers', null],
  ['Retiree Users', '/retireeusers', null],
  ['Events', '/events', null],
  ['Metafield Display Names', '/salsifyDisplay', null],
  ['Invite users', '/inviteusers', 'invite users'],
  ['Bulk Price', '/bulkprice', null],
  ['Price Control', '/pricecontrol', null],
  ['Coupons', '/coupons', null],
  ['Returns', '/orderReturns', null],
  ['Product Media', '/productMedia', null],
  ['Tool-connect invited users', '/toolconnectinviteusers', null],
  ['Search-index sync', '/solr', 'run the search-index sync'],
  ['Bundle Report', '/bundleReport', null],
  ['Product-information field reports', '/salsify', 'reports for product-information field changes'],
  ['Transaction risk report', '/ekata', 'transaction risk report'],
  ['Search filters', '/solrFilters', 'configure filters using product-information metafields'],
  ['Price-monitoring integration', '/priceSpider', 'configure data transfer'],
  ['Registration Codes', '/registrationCodes', null],
  ['Credits', '/credits', "customers' credits and adjustments, reports"],
  ['Knot Report', '/knotReport', null],
  ['Giveaways', '/giveaways', 'manage giveaways, reports'],
];

/** docs/functions/shell-students-staff.md §6: removed on leaving the app. */
const CLEARED_ON_LEAVE = ['state', 'apiKey', 'shopName', 'accessToken', '_token', '_id', '_c_id', 'customerToken', '_customApp'];
const UNAUTHORIZED = 'You are unauthorized.';

/** The home cards: the links of the page's main region. */
const CARD_LINKS = 'a:not([aria-labelledby="needs-action"] a)';

function homeCards(page: Page) {
  // The cards, not the 'Needs action' counts above them (which link to the same screens).
  return page.getByRole('main').locator(CARD_LINKS);
}

async function cardLines(page: Page, route: string): Promise<string[]> {
  const card = page.getByRole('main').locator(`${CARD_LINKS}[href="${route}"]`);
  return (await card.innerText())
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
}

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('signs in and out; after signing out the session cookies are gone and / leads to the sign-in form', async ({ page }) => {
    await signInToHome(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    const cookies = await cookieMap(page.context());
    expect(cookies.get('shopName')).toBe(SHOP_NAME);
    for (const name of ['apiKey', 'accessToken', 'customerToken', '_c_id', '_customApp']) expect(cookies.get(name), name).toBeTruthy();
    expect(cookies.get('routePrefix')).toBe('/api');
    const banner = page.getByRole('banner');
    // docs/several-shops.md: the admin holds flags in both demo shops, so the header's Shop control shows the current one.
    await expect(banner.getByRole('combobox', { name: 'Shop', exact: true })).toHaveValue(SHOP_NAME);
    await expect(banner.getByText(ADMIN_EMAIL)).toBeVisible();

    const identity = { token: cookies.get('customerToken') ?? '', customerId: cookies.get('_c_id') ?? '' };
    const logout = page.waitForResponse((r) => new URL(r.url()).pathname === '/auth/logout');
    await banner.getByRole('button', { name: 'Sign out', exact: true }).click();
    expect((await logout).status()).toBe(200);
    await expect.poll(async () => [...(await cookieMap(page.context())).keys()].filter((n) => CLEARED_ON_LEAVE.includes(n))).toEqual([]);
    // The server ended the session too: the old token no longer opens the API.
    const stale = await page.request.post(pathOfCall(studentsContract.list, { status: 'pending' }), {
      headers: identity,
      data: { searchValue: '', searchType: 'Email' },
    });
    expect(stale.status()).toBe(401);

    // The console's own address is where a visit starts: the sign-in form belongs there, not 'You are unauthorized.'.
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
    await expect(page.getByText(UNAUTHORIZED, { exact: true })).toHaveCount(0);
  });

  test('a wrong password shows an error and stays on /login', async ({ page }) => {
    const answer = await signIn(page, ADMIN_EMAIL, 'not-the-password');
    expect(answer.status()).toBe(401);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(/wrong|invalid|incorrect/i);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(ADMIN_EMAIL);
    expect((await cookieMap(page.context())).has('customerToken')).toBe(false);
  });

  test('a signed-out visit to /students goes to /unauthorized, which says how to sign in, and signing in from there returns to it', async ({
    page,
  }) => {
    await page.goto('/students');
    await expect(page).toHaveURL(/\/unauthorized$/);
    await expect(page.getByText(UNAUTHORIZED, { exact: true })).toBeVisible();
    await expect(page.getByText('You are not signed in, or your session has ended. Sign in, and Student opens.')).toBeVisible();
    // The way on is the page's one button, focused: Enter signs in.
    const signIn = page.getByRole('link', { name: 'Sign in' });
    await expect(signIn).toBeFocused();
    const box = await signIn.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(36);
    await keepScreenshot(page, 'unauthorized');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email', { exact: true }).fill(ADMIN_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/students$/);
    await expect(page.getByRole('heading', { name: 'Students', exact: true })).toBeVisible();
  });

  test('an operator with only showStudents sees only the Student card and the API refuses staff calls', async ({ page }) => {
    await signInToHome(page, STUDENTS_ONLY_EMAIL, STUDENTS_ONLY_PASSWORD);
    await expect(homeCards(page)).toHaveCount(1);
    expect(await cardLines(page, '/students')).toEqual(['Student', 'manage Student customers registration']);
    await expect(page.getByRole('main').getByText('Staff', { exact: true })).toHaveCount(0);
    const nav = page.getByRole('navigation', { name: 'Functions' });
    await expect(nav.getByRole('link', { name: 'Student', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Staff', exact: true })).toHaveCount(0);

    const api = await apiFor(page);
    const search = { searchValue: '', searchType: 'Email' } as const;
    expect((await api.call(staffContract.list, { params: { status: 'pending' }, body: search })).status).toBe(403);
    expect((await api.call(studentsContract.list, { params: { status: 'pending' }, body: search })).status).toBe(200);
  });
});

test.describe('signed in as the admin', () => {
  test('the home lists all 24 functions with their names and descriptions', async ({ page }) => {
    await page.goto('/');
    await expect(homeCards(page)).toHaveCount(SPEC_CARDS.length);
    for (const [name, route, description] of SPEC_CARDS) {
      expect(await cardLines(page, route), route).toEqual(description ? [name, description] : [name]);
    }
  });

  test('a card opens its screen, and the breadcrumb goes back home', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('main').locator(`${CARD_LINKS}[href="/students"]`).click();
    await expect(page).toHaveURL(/\/students$/);
    await expect(page.getByRole('heading', { name: 'Students', exact: true })).toBeVisible();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(homeCards(page)).toHaveCount(SPEC_CARDS.length);
  });

  test("an unknown path shows 'Page not found' in the console's frame, whose menu leads on", async ({ page }) => {
    await page.goto('/no-such-function');
    await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
    await expect(page.getByText('There is no page at /no-such-function. Choose a function from the menu, or go to home.')).toBeVisible();
    await expect(page.getByRole('banner').getByText(ADMIN_EMAIL)).toBeVisible();
    await keepScreenshot(page, 'not-found');
    await page.getByRole('navigation', { name: 'Functions' }).getByRole('link', { name: 'Events', exact: true }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  });

  test("a signed-out visitor's unknown path shows the bare 'Page not found'", async ({ browser }) => {
    const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const page = await visitor.newPage();
    await page.goto('/no-such-function');
    await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Functions' })).toHaveCount(0);
    await visitor.close();
  });
});
