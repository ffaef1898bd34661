import { expect, test, type Frame, type Page } from '@playwright/test';
import type { Call, CallResponse } from '@console/contracts/common/call';
import { registrationsContract } from '@console/contracts/registrations.contract';
import { storeSyncContract } from '@console/contracts/store-sync.contract';
import { studentsContract } from '@console/contracts/students.contract';
import { isCallOf, pathOfCall } from './support/api';
import { EMBEDDED_BASE_URL, EMBEDDED_SHOP, EMBEDDED_STAFF } from './support/env';
import { callAsStaff, toastsOf } from './support/framed-console';
import { SEARCH_HINT } from './support/registrations';
import { FRAME_TITLE, appBridgeRecord, clickSaveBar, clickTitleBarPrimary, openInAdmin } from './support/shopify-admin';

/**
 * The console opened inside the Shopify admin (docs/outside-interfaces.md 'Shopify'): framed by a host page served
 * as admin.shopify.com, App Bridge answered by a stub that signs session tokens with the test secret.
 * The console's own server (start-store-server.ts embedded) loads its mirror from the stand-in first.
 */
test.describe.configure({ mode: 'serial' });

const ADMIN = EMBEDDED_STAFF.admin.sub;

test.beforeAll(async () => {
  // The students list reads the mirror: load it once, as the admin's staff member, over the API.
  const call = async <C extends Call>(contract: C): Promise<CallResponse<C>> => {
    const answer = await callAsStaff(ADMIN, contract);
    expect(answer.status, `${contract.method} ${contract.path}`).toBe(200);
    return answer.body;
  };
  await call(storeSyncContract.fullLoad);
  await expect.poll(async () => (await call(storeSyncContract.status)).lastFullLoad?.status, { timeout: 60_000 }).toBe('done');
});

/** What the console left in the browser, seen from its frame: Chromium may refuse a third-party frame its storage outright. */
async function storageOf(frame: Frame) {
  return frame.evaluate(() => {
    const held = (storage: () => Storage) => {
      try {
        return storage().length;
      } catch {
        return 'refused';
      }
    };
    return { cookie: document.cookie, local: held(() => localStorage), session: held(() => sessionStorage) };
  });
}

async function expectNothingStored(frame: Frame) {
  const stored = await storageOf(frame);
  expect(stored.cookie).toBe('');
  expect([0, 'refused']).toContain(stored.local);
  expect([0, 'refused']).toContain(stored.session);
}

/** The last title bar the console set up, as the admin would draw it. */
async function titleBar(frame: Frame) {
  return (await appBridgeRecord(frame)).titleBars.at(-1);
}

test('the admin frames the console: pinned frame-ancestors, no cookies or storage, App Bridge menu; a student is approved', async ({
  page,
  context,
}) => {
  const { frame, launch } = await openInAdmin(page, ADMIN);
  expect(launch.status()).toBe(200);
  expect(launch.headers()['content-security-policy']).toContain(`frame-ancestors https://${EMBEDDED_SHOP} https://admin.shopify.com`);

  await expect(frame.getByRole('heading', { name: 'Home', exact: true })).toBeAttached();
  // The admin draws header and menu: the console's own are not there; App Bridge's menu lists the functions.
  await expect(frame.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  await expect(frame.getByRole('navigation', { name: 'Functions' })).toHaveCount(0);
  const menu = frame.locator('ui-nav-menu > a');
  await expect(menu.first()).toHaveAttribute('rel', 'home');
  await expect(menu.first()).toHaveText('Home');
  for (const name of ['Student', 'Staff', 'Credits', 'Jobs', 'Mail', 'Audit', 'Store sync']) {
    await expect(menu.filter({ hasText: new RegExp(`^${name}$`) })).toHaveCount(1);
  }

  // The admin's menu click reaches the app as shopify:navigate; the router follows it in the frame.
  const email = 'store.student.3@campus.example';
  const firstList = page.waitForResponse(isCallOf(studentsContract.list, { status: 'pending' }));
  await menu.filter({ hasText: /^Student$/ }).dispatchEvent('shopify:navigate');
  await expect.poll(() => new URL(frame.url()).pathname).toBe('/students');
  const listed = await firstList;
  expect(listed.status()).toBe(200);
  expect(listed.request().headers().authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
  expect(listed.request().headers().token).toBeUndefined();
  expect(((await listed.json()) as CallResponse<typeof studentsContract.list>).rows.length).toBeGreaterThan(0);

  await frame.getByPlaceholder(SEARCH_HINT).fill(email);
  await frame.getByPlaceholder(SEARCH_HINT).press('Enter');
  const row = frame
    .locator('[role="row"][row-index]')
    .filter({ has: frame.locator('[role="gridcell"][col-id="email"]', { hasText: email }) });
  await expect(row).toHaveCount(1);
  const approve = page.waitForRequest(isCallOf(registrationsContract.setStatus));
  await row.getByRole('button', { name: 'Approve', exact: true }).click();
  expect((await approve).headers().authorization).toMatch(/^Bearer /);
  await expect(row).toHaveCount(0);
  // The spec places no message after a move: the admin's toast says what changed.
  await expect.poll(() => toastsOf(frame)).toContainEqual(expect.stringContaining(`Approved `));
  expect((await toastsOf(frame)).at(-1)).toContain(email);
  await frame.getByRole('tab', { name: 'Approved', exact: true }).click();
  await frame.getByPlaceholder(SEARCH_HINT).filter({ visible: true }).fill(email);
  await frame.getByPlaceholder(SEARCH_HINT).filter({ visible: true }).press('Enter');
  await expect(frame.locator('[role="gridcell"][col-id="email"]').filter({ visible: true, hasText: email })).toHaveCount(1);

  // Nothing was kept in the browser for the console: no cookie, no web storage, in the frame or the context.
  await expectNothingStored(frame);
  expect(await context.cookies(EMBEDDED_BASE_URL)).toEqual([]);
});

test("App Bridge's menu lists only the functions the operator's flags allow", async ({ page }) => {
  const { frame } = await openInAdmin(page, EMBEDDED_STAFF.studentsOnly.sub);
  await expect(frame.getByRole('heading', { name: 'Home', exact: true })).toBeAttached();
  await expect(frame.locator('ui-nav-menu > a')).toHaveText(['Home', 'Student', 'Jobs', 'Mail']);
});

test('in the frame: title and primary action in the title bar, no own breadcrumb or heading, toasts and the save bar through App Bridge', async ({
  page,
  context,
}) => {
  const { frame } = await openInAdmin(page, ADMIN, '/students');
  await expect.poll(async () => (await titleBar(frame))?.title).toBe('Students');
  // The console's own breadcrumb and visible heading give way to the admin's title bar.
  await expect(frame.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
  await expect(frame.getByRole('heading', { name: 'Students', exact: true })).toBeAttached();
  // Kept for assistive technology only: one pixel wide, clipped.
  expect((await frame.getByRole('heading', { name: 'Students', exact: true }).boundingBox())?.width).toBeLessThanOrEqual(1);

  // A student's edit: an edited field shows the admin's save bar; Discard closes the dialog unsaved.
  const email = 'store.student.5@campus.example';
  await frame.getByPlaceholder(SEARCH_HINT).fill(email);
  await frame.getByPlaceholder(SEARCH_HINT).press('Enter');
  const row = frame
    .locator('[role="row"][row-index]')
    .filter({ has: frame.locator('[role="gridcell"][col-id="email"]', { hasText: email }) });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = frame.getByRole('dialog');
  await expect(dialog.getByLabel('School', { exact: true })).toBeVisible();
  expect((await appBridgeRecord(frame)).saveBarsShown).toEqual([]);
  await dialog.getByLabel('School', { exact: true }).fill('Discarded School');
  await expect.poll(async () => (await appBridgeRecord(frame)).saveBarsShown).toHaveLength(1);
  await clickSaveBar(frame, 'Discard');
  await expect(dialog).toHaveCount(0);
  await expect.poll(async () => (await appBridgeRecord(frame)).saveBarsShown).toEqual([]);

  // Save on the save bar saves, and the save answers with a toast naming whom it changed.
  await row.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(dialog.getByLabel('School', { exact: true })).toBeVisible();
  await dialog.getByLabel('School', { exact: true }).fill('Framed School');
  await expect.poll(async () => (await appBridgeRecord(frame)).saveBarsShown).toHaveLength(1);
  const saved = page.waitForRequest((r) => r.method() === 'PUT' && new URL(r.url()).pathname === pathOfCall(studentsContract.update));
  await clickSaveBar(frame, 'Save');
  expect((await saved).postDataJSON()).toMatchObject({ school: 'Framed School' });
  await expect(dialog).toHaveCount(0, { timeout: 10_000 });
  await expect.poll(() => toastsOf(frame)).toContainEqual(expect.stringMatching(/^Saved .*\)\.$/));
  expect((await toastsOf(frame)).at(-1)).toContain(email);
  const students = await appBridgeRecord(frame);
  expect(students.saveBarsShown).toEqual([]);
  expect(students.violations).toEqual([]);
  // Every call is one of App Bridge's documented ones: the stand-in would have thrown on any other.
  expect(new Set(students.calls.map((c) => c.name))).toEqual(new Set(['idToken', 'toast.show', 'saveBar.show', 'saveBar.hide']));
  // No toast of our own standalone layer in the frame: the admin shows it.
  await expect(frame.getByRole('region', { name: 'Notifications' }).getByRole('status')).toHaveCount(0);

  // A page's primary action sits in the title bar; the admin's click on it reaches the page.
  await openInAdmin(page, ADMIN, '/bulkprice');
  const bulk = page.getByTitle(FRAME_TITLE);
  await expect(bulk).toBeAttached();
  const bulkFrame = await bulk.elementHandle().then((el) => el?.contentFrame());
  if (!bulkFrame) throw new Error('e2e: no frame');
  await expect.poll(async () => (await titleBar(bulkFrame))?.title).toBe('Bulk Price');
  expect((await titleBar(bulkFrame))?.buttons).toEqual([
    { label: 'Find', variant: null, disabled: false },
    { label: 'Add Price', variant: 'primary', disabled: false },
  ]);
  await expect(bulkFrame.getByRole('button', { name: 'Add Price' })).toHaveCount(0);
  await clickTitleBarPrimary(bulkFrame);
  await expect(bulkFrame.getByRole('dialog', { name: 'New Price' })).toBeVisible();

  // Nothing refused, nothing stored.
  expect((await appBridgeRecord(bulkFrame)).violations).toEqual([]);
  await expectNothingStored(bulkFrame);
  expect(await context.cookies(EMBEDDED_BASE_URL)).toEqual([]);
});

/** The frame's window as the admin draws it: the console's content, its title bar drawn above by the admin. */
async function frameOf(page: Page, path: string): Promise<Frame> {
  await openInAdmin(page, ADMIN, path);
  const handle = await page.getByTitle(FRAME_TITLE).elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error('e2e: no frame');
  return frame;
}

test("in the frame: Find in the title bar, a screen's one primary button lifted there, the Edit dialog's buttons in view, focus back after Escape", async ({
  page,
}) => {
  const frame = await frameOf(page, '/students');
  await expect.poll(async () => (await titleBar(frame))?.title).toBe('Students');
  // Find without a keyboard shortcut: the title bar's button opens the palette.
  expect((await titleBar(frame))?.buttons).toContainEqual({ label: 'Find', variant: null, disabled: false });
  await frame.locator('ui-title-bar > button:not([variant])', { hasText: 'Find' }).dispatchEvent('click');
  await expect(frame.getByRole('combobox', { name: 'Find' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(frame.getByRole('combobox', { name: 'Find' })).toBeHidden();

  // The Edit dialog is taller than the frame: Submit and Close stay in view while its form scrolls.
  const email = 'store.student.6@campus.example';
  await frame.getByPlaceholder(SEARCH_HINT).fill(email);
  await frame.getByPlaceholder(SEARCH_HINT).press('Enter');
  const row = frame
    .locator('[role="row"][row-index]')
    .filter({ has: frame.locator('[role="gridcell"][col-id="email"]', { hasText: email }) });
  await expect(row).toHaveCount(1);
  const edit = row.getByRole('button', { name: 'Edit', exact: true });
  await edit.click();
  const dialog = frame.getByRole('dialog');
  await expect(dialog.getByLabel('School', { exact: true })).toBeVisible();
  for (const name of ['Submit', 'Close']) await expect(dialog.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 });
  await dialog.getByLabel('School', { exact: true }).hover();
  await page.mouse.wheel(0, 1500);
  for (const name of ['Submit', 'Close']) await expect(dialog.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 });
  // Escape closes it and gives the focus back to the Edit button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(edit).toBeFocused();

  // A screen with one primary button: the title bar takes it, the page does not draw it twice, the click reaches it.
  const sync = await frameOf(page, '/store-sync');
  await expect.poll(async () => (await titleBar(sync))?.title).toBe('Store sync');
  await expect
    .poll(async () => (await titleBar(sync))?.buttons.map((b) => [b.label, b.variant]))
    .toEqual([
      ['Find', null],
      ['Run a full load', 'primary'],
    ]);
  await expect(sync.getByRole('button', { name: 'Run a full load' })).toHaveCount(0);
  expect((await appBridgeRecord(sync)).violations).toEqual([]);
});

test('the strict App Bridge stand-in refuses what App Bridge does not have', async ({ page }) => {
  const { frame } = await openInAdmin(page, ADMIN);
  await expect(frame.getByRole('heading', { name: 'Home', exact: true })).toBeAttached();
  const refused = await frame.evaluate(() => {
    type Bridge = { toast: { show: (message: string, options: unknown) => unknown }; saveBar: Record<string, unknown> };
    const bridge = (window as unknown as { shopify: Bridge & Record<string, unknown> }).shopify;
    const attempts: Array<() => unknown> = [
      () => bridge.toast,
      () => bridge.notAnApi,
      () => bridge.toast.show('x', { tone: 'success' }),
      () => bridge.saveBar.shown,
    ];
    return attempts.map((attempt) => {
      try {
        attempt();
        return 'allowed';
      } catch (error) {
        return (error as Error).message;
      }
    });
  });
  expect(refused[0]).toBe('allowed');
  expect(refused.slice(1)).toEqual([
    expect.stringContaining('shopify.notAnApi is not an API'),
    expect.stringContaining('unknown toast option tone'),
    expect.stringContaining('shopify.saveBar.shown is not an API'),
  ]);
  const showUnknown = () =>
    (window as unknown as { shopify: { saveBar: { show: (id: string) => Promise<void> } } }).shopify.saveBar.show('no-such-bar');
  await expect(frame.evaluate(showUnknown)).rejects.toThrow(/no <ui-save-bar id="no-such-bar">/);
});

test("an unknown path shows 'Page not found' inside the console, with App Bridge's menu to go on from", async ({ page }) => {
  const { frame } = await openInAdmin(page, ADMIN, '/no-such-page');
  await expect(frame.getByRole('heading', { name: 'Page not found', exact: true })).toBeAttached();
  await expect(frame.getByText('There is no page at /no-such-page. Choose a function from the menu, or go to home.')).toBeVisible();
  await expect(frame.locator('ui-nav-menu > a').first()).toHaveText('Home');
});

test('a staff member without an operator sees the page that says so', async ({ page }) => {
  const { frame } = await openInAdmin(page, EMBEDDED_STAFF.noOperator.sub, '/students');
  await expect(frame.getByRole('heading', { name: 'No operator for your store account' })).toBeVisible();
  await expect(frame.getByText('Your store account has no operator in this console.', { exact: false })).toBeVisible();
  await expectNothingStored(frame);
});

test('any other parent is refused by the pinned frame-ancestors', async ({ page }) => {
  const { frame, launch } = await openInAdmin(page, ADMIN, '/', 'https://evil.example/apps/shop-console');
  const csp = launch.headers()['content-security-policy'];
  expect(csp).toContain(`frame-ancestors https://${EMBEDDED_SHOP} https://admin.shopify.com`);
  expect(csp).not.toContain('evil.example');
  // Chromium refuses the framed document and shows its error page in the frame instead.
  await expect.poll(() => frame.url()).toBe('chrome-error://chromewebdata/');
  await expect(page.getByTitle(FRAME_TITLE)).toBeAttached();
});
