import { expect, test, type Frame, type Page } from '@playwright/test';
import { bulkPriceContract } from '@console/contracts/bulk-price.contract';
import { couponsContract } from '@console/contracts/coupons.contract';
import { displayNamesContract } from '@console/contracts/display-names.contract';
import { eventsContract } from '@console/contracts/events.contract';
import { giveawaysContract } from '@console/contracts/giveaways.contract';
import { inviteUsersContract } from '@console/contracts/invite-users.contract';
import { jobsContract } from '@console/contracts/jobs.contract';
import { registrationCodesContract } from '@console/contracts/registration-codes.contract';
import { storeSyncContract } from '@console/contracts/store-sync.contract';
import { studentsContract } from '@console/contracts/students.contract';
import { isCallOf } from './support/api';
import { usDate } from './support/commerce';
import { EMBEDDED_STAFF } from './support/env';
import { browserDialogsOf, callAsStaff, toastsOf } from './support/framed-console';
import { isoDay, usDay } from './support/registration-codes-screen';
import { chooseInPalette } from './support/palette';
import { ADJUST_MINUS_REASON, expectAdjustSaysWhatItTakes } from './support/credits-adjust';
import { SEARCH_HINT } from './support/registrations';
import { keepScreenshot } from './support/screenshot';
import { SHOP_TIME } from './support/shop-clock';
import { appBridgeRecord, openInAdmin } from './support/shopify-admin';
import { writeXlsx } from './support/xlsx';

/**
 * What an operator tripped over, checked again inside the Shopify admin's frame on the connected store the embedded
 * server serves (the standalone specs check the same texts on the demo data): a destructive action asks in the
 * console's own dialog, links open the tab they name, Price Control lists what has taken effect, Adjust Balance says
 * what it takes, a job that failed rows says so, a save says Saved at once, Coupons can be found, times are the shop's.
 * No browser dialog may open in any of them.
 */
test.use({ viewport: { width: 1280, height: 800 } });

const ADMIN = EMBEDDED_STAFF.admin.sub;
const RESEND_OFF = 'Not used yet: Resend sends the coupon e-mail to the customer of the order that used the code.';

let dialogs: string[] = [];

test.beforeAll(async () => {
  // The lists read the mirror: loaded once (embedded.spec.ts may have loaded it already on this server).
  const status = await callAsStaff(ADMIN, storeSyncContract.status);
  expect(status.status).toBe(200);
  if (status.body.lastFullLoad?.status === 'done') return;
  if (status.body.lastFullLoad?.status !== 'running') expect((await callAsStaff(ADMIN, storeSyncContract.fullLoad)).status).toBe(200);
  await expect
    .poll(async () => (await callAsStaff(ADMIN, storeSyncContract.status)).body.lastFullLoad?.status, { timeout: 60_000 })
    .toBe('done');
});

test.beforeEach(({ page }) => {
  dialogs = browserDialogsOf(page);
});

test.afterEach(() => {
  expect(dialogs, 'browser dialogs opened').toEqual([]);
});

/** Opens the palette with the title bar's Find, types `text` and chooses the record titled `title`. */
async function findInFrame(page: Page, frame: Frame, text: string, title: string) {
  await frame.locator('ui-title-bar > button:not([variant])', { hasText: 'Find' }).dispatchEvent('click');
  await chooseInPalette(page, frame, text, title);
}

const pathOf = (frame: Frame) => {
  const url = new URL(frame.url());
  return url.pathname + url.search;
};

test('Giveaways: the palette opens Manage Giveaways searched from Report; Delete asks naming the giveaway, Keep keeps it', async ({
  page,
}) => {
  const name = `Framed Giveaway ${Date.now()}`;
  const made = await callAsStaff(ADMIN, giveawaysContract.create, { body: { name, registrationCount: 5 } });
  expect(made.status).toBe(200);
  const { frame } = await openInAdmin(page, ADMIN, '/giveaways');
  await frame.getByRole('tab', { name: 'Report' }).click();
  await expect(frame.getByRole('tab', { selected: true })).toHaveText('Report');

  await findInFrame(page, frame, name, name);
  await expect(frame.getByRole('tab', { selected: true })).toHaveText('Manage Giveaways');
  await expect(frame.getByRole('textbox', { name: 'Search' })).toHaveValue(name);
  await frame.getByRole('button', { name, exact: true }).click();

  const dialog = frame.getByRole('dialog', { name: 'Update Giveaway' });
  await expect(dialog.getByLabel('Registration Count')).toHaveValue('5');
  const deletes: string[] = [];
  page.on('request', (r) => (r.method() === 'DELETE' ? deletes.push(r.url()) : undefined));
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  const ask = frame.getByRole('dialog', { name: `Delete giveaway ${name}?` });
  await expect(ask).toContainText(`${name} will be deleted. It has no entries, and its entry page stops working. This cannot be undone.`);
  await expect(ask.getByRole('button', { name: 'Keep giveaway' })).toBeFocused();
  for (const button of ['Keep giveaway', 'Delete giveaway'])
    await expect(ask.getByRole('button', { name: button })).toBeInViewport({ ratio: 1 });
  await keepScreenshot(page, 'framed/giveaway-delete-question');
  await ask.getByRole('button', { name: 'Keep giveaway' }).click();
  await expect(ask).toBeHidden();
  await expect(dialog).toBeVisible();
  expect(deletes).toEqual([]);

  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  const removed = page.waitForResponse(isCallOf(giveawaysContract.remove, { id: made.body.giveaway?.id }));
  await ask.getByRole('button', { name: 'Delete giveaway' }).click();
  expect(await (await removed).json()).toEqual({ status: true, msg: `Giveaway ${name} deleted.` });
  await expect(dialog).toBeHidden();
  await expect(frame.getByRole('button', { name, exact: true })).toHaveCount(0);
});

test('Events: Remove Users asks naming the event and how many users go, Keep users keeps them; Remove asks naming the event', async ({
  page,
}) => {
  // Remove takes it off the lists: the name is free again for the next run.
  const name = 'Framed Spring Fair';
  const made = await callAsStaff(ADMIN, eventsContract.create, {
    body: { name, description: `About ${name}.`, dateFrom: '2031-03-04T15:00:00.000Z', dateTo: '2031-03-04T18:30:00.000Z', active: true },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const eventId = made.body.id;
  for (const [firstName, email] of [
    ['Gone', 'gone@framed-event.test'],
    ['Also', 'also@framed-event.test'],
  ] as const) {
    const invited = await callAsStaff(ADMIN, eventsContract.inviteUser, {
      params: { eventId },
      body: { firstName, lastName: 'Guest', email },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
  }
  const invites = async () =>
    (await callAsStaff(ADMIN, eventsContract.inviteList, { params: { eventId }, query: { pageSize: 100 } })).body.total;

  const { frame } = await openInAdmin(page, ADMIN, '/events');
  const row = frame.locator('[role="row"][row-index]').filter({ visible: true }).filter({ hasText: name });
  const removals: string[] = [];
  page.on('request', (r) => (r.method() === 'DELETE' || r.method() === 'PATCH' ? removals.push(`${r.method()} ${r.url()}`) : undefined));
  await row.getByRole('button', { name: 'Remove Users', exact: true }).click();
  const askUsers = frame.getByRole('dialog', { name: `Remove the users of ${name}?` });
  await expect(askUsers).toContainText(
    `2 users (2 invited, 0 registered) will be removed from the invite list of ${name}. This cannot be undone.`,
  );
  await expect(askUsers.getByRole('button', { name: 'Keep users' })).toBeFocused();
  for (const button of ['Keep users', 'Remove users'])
    await expect(askUsers.getByRole('button', { name: button })).toBeInViewport({ ratio: 1 });
  await keepScreenshot(page, 'framed/event-remove-users-question');
  await askUsers.getByRole('button', { name: 'Keep users' }).click();
  await expect(askUsers).toBeHidden();
  expect(removals).toEqual([]);
  expect(await invites()).toBe(2);

  await row.getByRole('button', { name: 'Remove Users', exact: true }).click();
  const removed = page.waitForResponse(isCallOf(eventsContract.removeUsers, { id: eventId }));
  await askUsers.getByRole('button', { name: 'Remove users' }).click();
  expect(await (await removed).json()).toEqual({ deleted: 2 });
  await expect(askUsers).toBeHidden();
  await expect.poll(() => toastsOf(frame)).toContain(`2 users removed from ${name}.`);
  expect(await invites()).toBe(0);

  await row.getByRole('button', { name: 'Remove', exact: true }).click();
  const askEvent = frame.getByRole('dialog', { name: `Remove event ${name}?` });
  await expect(askEvent).toContainText(`${name} leaves the Events and Published lists; its invite list is kept.`);
  await expect(askEvent.getByRole('button', { name: 'Keep event' })).toBeFocused();
  await askEvent.getByRole('button', { name: 'Keep event' }).click();
  await expect(askEvent).toBeHidden();
  await expect(row).toBeVisible();
  const archived = page.waitForResponse(isCallOf(eventsContract.archive, { id: eventId }));
  await row.getByRole('button', { name: 'Remove', exact: true }).click();
  await askEvent.getByRole('button', { name: 'Remove event' }).click();
  expect((await archived).status()).toBe(200);
  await expect(row).toHaveCount(0);
  expect((await callAsStaff(ADMIN, eventsContract.list)).body.some((e) => e.id === eventId)).toBe(false);
});

test("Display names: an unsaved edit asks in the console's dialog before the admin's menu leaves the screen; Keep editing keeps it", async ({
  page,
}) => {
  const { frame } = await openInAdmin(page, ADMIN, '/salsifyDisplay');
  const grid = frame.getByRole('region', { name: 'Display names' });
  // The store's product metafield definition, under the store's name until an operator renames it.
  await expect(grid.getByRole('gridcell', { name: 'blade_size', exact: true })).toBeVisible();
  await grid.getByRole('gridcell', { name: 'Blade Size', exact: true }).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Blade');
  // Tab ends the grid's editor (Enter stays in it): the page holds the edit from then on.
  await page.keyboard.press('Tab');
  await expect(grid.getByRole('gridcell', { name: 'Blade', exact: true })).toBeVisible();

  const saves: string[] = [];
  page.on('request', (r) => (isCallOf(displayNamesContract.update)(r) ? saves.push(r.url()) : undefined));
  await frame
    .locator('ui-nav-menu > a')
    .filter({ hasText: /^Coupons$/ })
    .dispatchEvent('shopify:navigate');
  const ask = frame.getByRole('dialog', { name: 'Leave this screen?' });
  await expect(ask).toContainText('The unsaved display name of blade_size will be lost.');
  await expect(ask.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  for (const button of ['Keep editing', 'Leave']) await expect(ask.getByRole('button', { name: button })).toBeInViewport({ ratio: 1 });
  await keepScreenshot(page, 'framed/display-names-leave-question');
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(ask).toBeHidden();
  expect(new URL(frame.url()).pathname).toBe('/salsifyDisplay');
  await expect(grid.getByRole('gridcell', { name: 'Blade', exact: true })).toBeVisible();
  expect(saves).toEqual([]);

  // Leave drops the edit: the admin's menu goes on to Coupons, and the store's name is still the display name.
  await frame
    .locator('ui-nav-menu > a')
    .filter({ hasText: /^Coupons$/ })
    .dispatchEvent('shopify:navigate');
  await ask.getByRole('button', { name: 'Leave' }).click();
  await expect.poll(() => new URL(frame.url()).pathname).toBe('/coupons');
  expect((await callAsStaff(ADMIN, displayNamesContract.list)).body.data).toContainEqual({ key: 'blade_size', value: 'Blade Size' });
});

test('Registration codes: with History chosen, the palette and a link the admin opens with a search show List searched for the code', async ({
  page,
}) => {
  const code = `FRAMED-${Date.now()}`;
  const made = await callAsStaff(ADMIN, registrationCodesContract.create, {
    body: { registrationCode: code, startDate: usDay(isoDay(0)), endDate: usDay(isoDay(60)), partner: 'Framed Partner' },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const first = (await openInAdmin(page, ADMIN, '/registrationCodes')).frame;
  await first.getByRole('tab', { name: 'History' }).click();
  await expect(first.getByRole('tab', { selected: true })).toHaveText('History');
  // In the frame no cookie keeps the tab (docs/outside-interfaces.md 'Shopify'): the frame's URL does.
  await expect.poll(() => new URL(first.url()).searchParams.get('tab')).toBe('1');

  // The palette's result, in the same frame: List searched for the code.
  await findInFrame(page, first, code.slice(0, -1), code);
  await expect.poll(() => new URL(first.url()).searchParams.get('search')).toBe(code);
  expect(new URL(first.url()).searchParams.get('tab')).toBe('0');
  await expect(first.getByRole('tab', { selected: true })).toHaveText('List');
  await expect(first.getByRole('gridcell', { name: code, exact: true })).toBeVisible();
  await first.getByRole('tab', { name: 'History' }).click();
  await expect(first.getByRole('tab', { selected: true })).toHaveText('History');

  // A link into the app that the admin opens (its own query signed with the launch's).
  const { frame } = await openInAdmin(page, ADMIN, `/registrationCodes?search=${encodeURIComponent(code)}`);
  await expect(frame.getByRole('tab', { selected: true })).toHaveText('List');
  await expect(frame.getByRole('textbox', { name: 'Search registration codes' })).toHaveValue(code);
  await expect(frame.getByRole('gridcell', { name: code, exact: true })).toBeVisible();
});

test('Price Control lists what has taken effect and links the scheduled count to Bulk Price filtered Scheduled', async ({ page }) => {
  const day = usDate(7);
  const saved = await callAsStaff(ADMIN, bulkPriceContract.update, {
    body: { MODEL: 'SAW-200', PRICE: 91.25, EFFECTIVE_DATE: day, BELOW_MAPP_ITEM_TAG: 'false' },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const { frame } = await openInAdmin(page, ADMIN, '/pricecontrol');
  const grid = frame.getByRole('region', { name: 'Price log' });
  await expect(grid.getByRole('columnheader', { name: 'Sku', exact: true })).toBeVisible();
  await expect(grid.getByRole('gridcell', { name: 'Scheduled' })).toHaveCount(0);
  const today = new Date();
  for (const text of await grid.locator('[role="gridcell"][col-id="date"]').allTextContents())
    expect(new Date(text.trim().split(' ')[0] ?? '').getTime()).toBeLessThanOrEqual(today.getTime());
  const line = frame.getByText(/^\d+ price changes? (is|are) scheduled and will show here once (it takes|they take) effect\./);
  await expect(line).toBeVisible();
  expect(Number((await line.textContent())?.split(' ')[0])).toBeGreaterThanOrEqual(1);
  await keepScreenshot(page, 'framed/price-log');

  await line.getByRole('link', { name: 'See the scheduled prices on Bulk Price' }).click();
  await expect.poll(() => pathOf(frame)).toBe('/bulkprice?status=scheduled');
  await expect(frame.getByRole('combobox', { name: 'Status' })).toHaveValue('Scheduled');
  const prices = frame.getByRole('region', { name: 'Bulk prices' });
  await expect(prices.getByRole('row').filter({ hasText: 'SAW-200' }).getByRole('gridcell', { name: day })).toBeVisible();
  for (const status of await prices.locator('[role="gridcell"][col-id="status"]').allTextContents())
    expect(['Scheduled', 'Cancelled']).toContain(status.trim());
});

test('a credits import asks before it moves money, a row that fails ends Completed with errors there and on Jobs; Adjust Balance says what it takes', async ({
  page,
}, testInfo) => {
  const { frame } = await openInAdmin(page, ADMIN, '/credits');
  await frame.getByRole('button', { name: 'Import', exact: true }).click();
  const panel = frame.getByRole('region', { name: 'Import' });
  // Store customers with no store credit: the second row's adjustment would take a balance below zero.
  const [good, bad] = ['store.student.7@campus.example', 'store.student.8@campus.example'];
  const file = testInfo.outputPath('framed-credits-with-a-bad-row.xlsx');
  writeXlsx(file, [
    ['Email', 'Credit', 'Adjustment', 'Reference'],
    [good, '5', '', 'Framed import'],
    [bad, '', '10', 'Framed import'],
  ]);
  await panel.getByLabel('Select file').setInputFiles(file);
  const imports: string[] = [];
  page.on('request', (r) => (r.method() === 'POST' && r.url().includes('import') ? imports.push(r.url()) : undefined));
  await panel.getByRole('button', { name: 'Submit' }).click();
  const ask = frame.getByRole('dialog', { name: 'Import credits for 2 customers?' });
  await expect(ask).toContainText('The file moves $5.00 of credit in 1 row and -$10.00 of adjustments in 1 row, for 2 customers.');
  expect(imports).toEqual([]);
  await keepScreenshot(page, 'framed/credits-import-question');
  await ask.getByRole('button', { name: 'Import credits' }).click();
  const outcome = frame.getByRole('status').filter({ has: frame.getByRole('link', { name: /^Job \d+$/ }) });
  await expect(outcome).toContainText('Completed with errors: 1 done, 1 failed.', { timeout: 30_000 });
  await expect(outcome.getByRole('button', { name: 'Error file' })).toBeVisible();
  await keepScreenshot(page, 'framed/credits-import-completed-with-errors');
  const jobId = Number((await outcome.getByRole('link', { name: /^Job \d+$/ }).textContent())?.replace('Job ', ''));

  // Adjust Balance on the customer the import credited: the field says what it takes, and why Submit is off.
  await frame.getByRole('textbox', { name: 'Search Customers' }).fill(good);
  await frame.getByRole('button', { name: 'Search', exact: true }).click();
  const customer = frame.getByRole('region', { name: 'Credit customers' }).locator('[role="row"][row-index]').filter({ hasText: good });
  await customer.locator('input[type="checkbox"]').check();
  await frame.getByRole('button', { name: 'Adjust Balance' }).click();
  const adjust = frame.getByRole('form', { name: 'Adjust 1 Customer(s) balance' });
  await expectAdjustSaysWhatItTakes(adjust);
  await expect(adjust.getByRole('button', { name: 'Submit' })).toBeInViewport();
  await keepScreenshot(page, 'framed/credits-adjust-reason');
  await adjust.getByLabel('Adjustment').fill('5');
  await expect(adjust.getByText(ADJUST_MINUS_REASON, { exact: true })).toHaveCount(0);
  await expect(adjust.getByRole('button', { name: 'Submit' })).toBeEnabled();

  const jobs = (await openInAdmin(page, ADMIN, '/jobs')).frame;
  const row = jobs.locator(`[role="row"][row-id="${jobId}"]`);
  await expect(row.locator('[col-id="status"]')).toHaveText('Completed with errors');
  await expect(row.locator('[col-id="progress"]')).toHaveText('2 / 2, 1 failed');
  await row.getByRole('button', { name: 'Details', exact: true }).click();
  const drawer = jobs.getByRole('dialog', { name: new RegExp(`\\(job ${jobId}\\)$`) });
  await expect(drawer.getByText('Completed with errors', { exact: true })).toBeVisible();
  await expect(drawer.getByRole('table', { name: 'Rows that failed' }).getByRole('row')).toHaveText([
    /Line\s*Email\s*Reason/,
    new RegExp(`^3\\s*${bad.replaceAll('.', '\\.')}\\s*The adjustment would take the balance below zero\\.`),
  ]);
  await keepScreenshot(page, 'framed/jobs-completed-with-errors');
});

test('a Students Edit says Saved the moment the server answers, then closes after the spec’s delay', async ({ page }) => {
  const { frame } = await openInAdmin(page, ADMIN, '/students');
  const email = 'store.student.9@campus.example';
  await frame.getByPlaceholder(SEARCH_HINT).fill(email);
  await frame.getByPlaceholder(SEARCH_HINT).press('Enter');
  const row = frame
    .locator('[role="row"][row-index]')
    .filter({ has: frame.locator('[role="gridcell"][col-id="email"]', { hasText: email }) });
  await row.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = frame.getByRole('dialog');
  await expect(dialog.getByLabel('School', { exact: true })).toBeVisible();
  const answered = page.waitForResponse(isCallOf(studentsContract.update));
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  expect((await answered).status()).toBe(200);
  await expect(dialog.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 500 });
  await expect(dialog.getByRole('status', { name: 'Saving' })).toHaveCount(0);
  await keepScreenshot(page, 'framed/students-edit-saved');
  await expect(dialog).toBeHidden();
  // The admin's toast names whom the save changed.
  expect((await toastsOf(frame)).at(-1)).toContain(email);
});

test('Coupons: found by code from the URL and the palette, the Used filter in the URL, a Customer column, Resend off with its reason', async ({
  page,
}) => {
  const code = `FRAMED${Date.now()}`;
  const uploaded = await callAsStaff(ADMIN, couponsContract.upload, { body: { excelData: [{ CouponCode: code }] } });
  expect(uploaded.status).toBe(200);
  await expect
    .poll(async () => (await callAsStaff(ADMIN, jobsContract.detail, { params: { id: uploaded.body.jobId } })).body.status, {
      timeout: 30_000,
    })
    .toBe('done');

  const { frame } = await openInAdmin(page, ADMIN, '/');
  await expect(frame.getByRole('heading', { name: 'Home', exact: true })).toBeAttached();
  await findInFrame(page, frame, code.toLowerCase(), code);
  await expect.poll(() => pathOf(frame)).toBe(`/coupons?search=${code}`);
  const grid = frame.getByRole('region', { name: 'Coupons' });
  for (const header of ['Coupon Code', 'Used', 'Order Id', 'Customer', 'Assigned Date', 'Action'])
    await expect(grid.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  await expect(frame.getByRole('textbox', { name: 'Search by coupon code' })).toHaveValue(code);
  await expect(grid.getByRole('row')).toHaveCount(2);
  const row = grid.getByRole('row').filter({ has: frame.getByRole('gridcell', { name: code, exact: true }) });
  await expect(row.getByRole('gridcell', { name: 'Not Used', exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Resend/ })).toBeDisabled();
  await expect(row.getByRole('button', { name: /^Resend/ })).toHaveAccessibleDescription(RESEND_OFF);

  await frame.getByRole('combobox', { name: 'Used' }).click();
  await frame.getByRole('option', { name: 'Used', exact: true }).click();
  await expect.poll(() => pathOf(frame)).toMatch(/[?&]used=used(&|$)/);
  await expect(frame.getByText('No Records Found', { exact: true })).toBeVisible();
  await frame.getByRole('combobox', { name: 'Used' }).click();
  await frame.getByRole('option', { name: 'Not Used', exact: true }).click();
  await expect.poll(() => pathOf(frame)).toMatch(/[?&]used=unused(&|$)/);
  await expect(row).toBeVisible();
  // Before the hover: the screenshot moves the pointer away, and the tooltip would be caught fading.
  await keepScreenshot(page, 'framed/coupons-search');
  await row.locator('[col-id="action"] [data-reason]').hover();
  await expect(frame.getByRole('tooltip')).toHaveText(RESEND_OFF);
});

test('Coupons: Resend of a coupon given out with an order asks naming the code and the customer, then sends', async ({ page }) => {
  // The stand-in's order 1001 (Dana Miller's): a coupon uploaded with its order number is given out with it.
  // Uploading a code already there changes nothing: the test can run again on the same store.
  const code = 'FRAMED-SAW-10';
  const uploaded = await callAsStaff(ADMIN, couponsContract.upload, { body: { excelData: [{ CouponCode: code, OrderId: '1001' }] } });
  expect(uploaded.status).toBe(200);
  await expect
    .poll(async () => (await callAsStaff(ADMIN, jobsContract.detail, { params: { id: uploaded.body.jobId } })).body.status, {
      timeout: 30_000,
    })
    .toBe('done');

  const { frame } = await openInAdmin(page, ADMIN, `/coupons?search=${code}`);
  const grid = frame.getByRole('region', { name: 'Coupons' });
  const row = grid.getByRole('row').filter({ has: frame.getByRole('gridcell', { name: code, exact: true }) });
  await expect(row.getByRole('gridcell', { name: 'Used', exact: true })).toBeVisible();
  await expect(row.locator('[col-id="order"]')).toHaveText('1001');
  const customer = 'Dana Miller (dana@campus.example)';
  await expect(row.locator('[col-id="customer"]')).toHaveText(customer);
  const sends: string[] = [];
  page.on('request', (r) => (isCallOf(couponsContract.resend)(r) ? sends.push(r.url()) : undefined));
  await row.getByRole('button', { name: /^Resend/ }).click();
  const ask = frame.getByRole('dialog', { name: `Resend ${code}?` });
  await expect(ask).toContainText(`The coupon e-mail with ${code} goes again to ${customer}.`);
  await expect(ask.getByRole('button', { name: 'Go back', exact: true })).toBeFocused();
  await keepScreenshot(page, 'framed/coupons-resend-question');
  await ask.getByRole('button', { name: 'Go back', exact: true }).click();
  await expect(ask).toBeHidden();
  expect(sends).toEqual([]);

  await row.getByRole('button', { name: /^Resend/ }).click();
  const sent = page.waitForRequest(isCallOf(couponsContract.resend));
  await ask.getByRole('button', { name: 'Resend' }).click();
  expect((await sent).postDataJSON()).toEqual({ id: '1001' });
  await expect(frame.getByText('Email sent successfully')).toBeVisible();
  await expect.poll(async () => (await toastsOf(frame)).at(-1)).toBe(`Coupon e-mail with ${code} sent to dana@campus.example`);
});

test('Jobs, Mail and Audit show their times on the shop’s clock with the zone’s name', async ({ page }) => {
  // A message in the outbox and an entry in the audit: an invitation made and sent.
  const saved = await callAsStaff(ADMIN, inviteUsersContract.save, {
    body: { excelData: [{ first_name: 'Framed', last_name: 'Clock', email: `framed.clock.${Date.now()}@campus.example` }] },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const sent = await callAsStaff(ADMIN, inviteUsersContract.sendInvite, { params: { id: saved.body.id ?? '' } });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  for (const [route, title] of [
    ['/jobs', 'Jobs'],
    ['/mail', 'Mail'],
    ['/audit', 'Audit'],
  ] as const) {
    const { frame } = await openInAdmin(page, ADMIN, route);
    await expect.poll(async () => (await appBridgeRecord(frame)).titleBars.at(-1)?.title).toBe(title);
    const cell = frame.locator('[role="gridcell"][col-id="createdAt"]').filter({ visible: true }).first();
    await expect(cell, route).toHaveText(SHOP_TIME);
    await expect(cell).not.toContainText('UTC');
    if (route === '/audit') await keepScreenshot(page, 'framed/audit-shop-time');
  }
});
