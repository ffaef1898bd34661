import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { formatDollars } from '@console/contracts/common/money';
import { registrationsContract } from '@console/contracts/registrations.contract';
import { apiFor, isCallOf } from './api';
import { RegistrationScreen } from './registration-screen';
import {
  STATUS_TAG,
  SYNC_BUTTON,
  TAB_STATUS,
  TEMPLATE_COLUMNS,
  UPLOADED_MESSAGE,
  customerAt,
  customerDetail,
  displayDate,
  listPage,
  numericId,
  tagValue,
  uploadThroughApi,
  type Programme,
  type TabName,
} from './registrations';
import { readXlsx, writeXlsx } from './xlsx';
import { shopUsDate } from './shop-clock';

/** docs/functions/shell-students-staff.md §2.2: the row actions of each tab, besides Edit. */
const ROW_ACTIONS: Record<TabName, readonly string[]> = {
  Pending: ['Approve', 'Reject'],
  Approved: ['Reject', SYNC_BUTTON],
  Rejected: ['Approve'],
};
const ALL_ACTIONS = ['Approve', 'Reject', SYNC_BUTTON];

/** docs/functions/shell-students-staff.md §4; each move takes its own row of the first page, so the moves never meet. */
const MOVES: ReadonlyArray<{ from: TabName; action: 'Approve' | 'Reject'; to: TabName; index: number }> = [
  { from: 'Pending', action: 'Approve', to: 'Approved', index: 10 },
  { from: 'Pending', action: 'Reject', to: 'Rejected', index: 12 },
  { from: 'Approved', action: 'Reject', to: 'Rejected', index: 10 },
  { from: 'Rejected', action: 'Approve', to: 'Approved', index: 10 },
];

/** What the operator changes: the edit dialog and uploads per programme; with the core, status moves, the sync and the rest. */
export function describeRegistrationChanges(programme: Programme, withCore: boolean): void {
  const screenOf = (page: Page) => new RegistrationScreen(page, programme);

  test('the edit dialog loads the customer and saves the changes', async ({ page }) => {
    const screen = screenOf(page);
    await screen.open();
    const api = await apiFor(page);
    const customer = await customerDetail(api, (await customerAt(api, programme, 'Approved', 5)).id);
    await screen.selectTab('Approved');
    await screen.search(customer.email, 'approved');

    const detailCall = page.waitForResponse(isCallOf(registrationsContract.detail, { id: numericId(customer.id) }));
    await (await screen.rowButton(customer.email, 'Edit')).click();
    expect((await detailCall).status()).toBe(200);
    const dialog = page.getByRole('dialog', { name: customer.displayName, exact: true });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('STP', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Profile', { exact: true })).toBeVisible();
    for (const label of programme.dialogFields) await expect(dialog.getByLabel(label, { exact: true }), label).toBeVisible();
    if (!programme.hasDiscountLimit) {
      await expect(dialog.getByLabel('Amount Spent', { exact: true })).toHaveCount(0);
      await expect(dialog.getByLabel('Discount Limit', { exact: true })).toHaveCount(0);
    }

    await expect(dialog.getByLabel('School', { exact: true })).toHaveValue(customer.stp_school);
    await expect(dialog.getByLabel('Course', { exact: true })).toHaveValue(customer.stp_course);
    await expect(dialog.getByLabel('State', { exact: true })).toHaveValue(customer.stp_state);
    await expect(dialog.getByLabel('Country', { exact: true })).toHaveValue(customer.profile_country);
    await expect(dialog.getByLabel('Phone', { exact: true })).toHaveValue(customer.profile_phone);
    await expect(dialog.getByLabel('CRM ID', { exact: true })).toHaveValue(customer.profile_crm_id);
    await expect(dialog.getByLabel('AS400 ID', { exact: true })).toHaveValue(customer.profile_as400_id);
    await expect(dialog.getByLabel('Start Date', { exact: true })).toHaveValue(displayDate(customer.stp_startDate));
    await expect(dialog.getByLabel('End Date', { exact: true })).toHaveValue(displayDate(customer.stp_endDate));
    const privacy = dialog.getByLabel('Privacy Policy Consent', { exact: true });
    if (customer.profile_privacy_policy_consent === '1') await expect(privacy).toBeChecked();
    else await expect(privacy).not.toBeChecked();

    const school = `E2E School ${Date.now()}`;
    await dialog.getByLabel('School', { exact: true }).fill(school);
    if (programme.hasDiscountLimit) {
      const spent = dialog.getByLabel('Amount Spent', { exact: true });
      await expect(spent).not.toBeEditable();
      // Shown as money ('$12.50'); the tag keeps the bare number.
      const stored = tagValue(customer.tags, 'amount_spent');
      if (stored) await expect(spent).toHaveValue(formatDollars(Number(stored)));
      const limit = dialog.getByLabel('Discount Limit', { exact: true });
      await expect(limit).toHaveValue(tagValue(customer.tags, 'discount_limit') ?? '');
      await limit.fill('');
      await limit.pressSequentially('a1b2');
      await expect(limit, 'Discount Limit takes digits only').toHaveValue('12');
      await limit.pressSequentially('34');
    }

    const update = page.waitForRequest((r) => r.method() === 'PUT' && new URL(r.url()).pathname === programme.updatePath);
    const reload = screen.listResponse('approved');
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    // docs/functions/shell-students-staff.md §2.2: a spinner while saving (the save waits 2 s before the reload);
    // docs/conventions.md 'Look and feel': Submit disabled meanwhile.
    await expect(dialog.getByRole('status')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Submit', exact: true })).toBeDisabled();
    const body = (await update).postDataJSON() as Record<string, unknown>;
    expect(numericId(String(body.id))).toBe(numericId(customer.id));
    expect(body.school).toBe(school);
    if (programme.hasDiscountLimit) expect(body.limit).toBe('1234');
    else expect(body).not.toHaveProperty('limit');
    await reload;
    await expect(dialog).toBeHidden();
    await expect(await screen.cellOf(customer.email, 'School')).toHaveText(school);

    const saved = await customerDetail(api, customer.id);
    expect(saved.stp_school).toBe(school);
    if (programme.hasDiscountLimit) expect(tagValue(saved.tags, 'discount_limit')).toBe('1234');
  });

  test('uploading a file of the template columns creates the customers', async ({ page }, testInfo) => {
    const screen = screenOf(page);
    await screen.open();
    const stamp = Date.now();
    const people = [
      ['Uma', 'Upload', `e2e-${programme.name}-${stamp}-a@uploads.example`],
      ['Ugo', 'Upload', `e2e-${programme.name}-${stamp}-b@uploads.example`],
    ];
    const rows = [
      [...TEMPLATE_COLUMNS],
      ...people.map(([first, last, email]) => [
        first ?? '',
        last ?? '',
        email ?? '',
        'E2E Upload College',
        'Welding',
        'ON',
        '01/15/2026',
        '12/31/2026',
        'Canada',
        '5550001111',
      ]),
    ];
    // Students upload a CSV and staff an .xlsx: the chooser takes both (docs/functions/shell-students-staff.md §2.2).
    const file = testInfo.outputPath(programme.hasDiscountLimit ? 'upload.csv' : 'upload.xlsx');
    if (file.endsWith('.csv')) fs.writeFileSync(file, `${rows.map((r) => r.join(',')).join('\n')}\n`);
    // Only the first sheet is read (docs/functions/shell-students-staff.md §5): a second sheet's row must not be sent.
    else writeXlsx(file, rows, [[...TEMPLATE_COLUMNS], ['Olga', 'Other', `e2e-${programme.name}-${stamp}-other-sheet@uploads.example`]]);

    const chooser = screen.visible(page.getByRole('button', { name: 'Upload file', exact: true }));
    const accept = await page.getByLabel('Upload file', { exact: true }).first().getAttribute('accept');
    for (const type of ['.csv', '.xls', '.xlsx']) expect(accept?.split(','), `the chooser accepts ${type}`).toContain(type);
    const upload = page.waitForRequest((r) => r.method() === 'PUT' && new URL(r.url()).pathname === programme.uploadPath);
    const uploaded = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === programme.uploadPath);
    const fileChooser = page.waitForEvent('filechooser');
    await chooser.click();
    await (await fileChooser).setFiles(file);
    const sent = (await upload).postDataJSON() as Array<Record<string, unknown>>;
    expect(sent).toHaveLength(people.length);
    for (const [i, person] of people.entries()) {
      expect(Object.keys(sent[i] ?? {})).toEqual([...TEMPLATE_COLUMNS]);
      expect(sent[i]?.Email).toBe(person[2]);
      expect(sent[i]?.['First Name']).toBe(person[0]);
    }
    expect((await uploaded).status()).toBeLessThan(300);
    const reloaded = screen.listRequest('pending', 8_000);
    await expect(screen.text(UPLOADED_MESSAGE)).toBeVisible();
    // docs/functions/shell-students-staff.md §4: the page reloads 3 s after the upload.
    await reloaded;
    // Once its job has ended the upload says where the rows went (they are created approved).
    await expect(screen.visible(page.getByRole('group', { name: /^Job \d+ of the upload$/ }))).toContainText(
      'Imported rows are on the Approved tab.',
      { timeout: 20_000 },
    );

    // Uploaded customers are created as Approved (docs/decisions.md); the job runs in the background.
    const api = await apiFor(page);
    await expect
      .poll(
        async () => (await listPage(api, programme, 'approved', { searchValue: people[1]?.[2] ?? '', searchType: 'Email' })).rows.length,
        { timeout: 15_000 },
      )
      .toBe(1);
    await screen.selectTab('Approved');
    await screen.search(`e2e-${programme.name}-${stamp}-`, 'approved');
    for (const person of people) await expect(screen.emailCell(person[2] ?? '')).toBeVisible();
    await expect(await screen.cellOf(people[0]?.[2] ?? '', 'School')).toHaveText('E2E Upload College');
  });

  if (!withCore) return;

  for (const move of MOVES) {
    test(`${move.action} on ${move.from} moves the customer to ${move.to}`, async ({ page }) => {
      const screen = screenOf(page);
      await screen.open();
      const customer = await customerAt(await apiFor(page), programme, move.from, move.index);
      if (move.from !== 'Pending') await screen.selectTab(move.from);
      await screen.search(customer.email, TAB_STATUS[move.from]);
      const row = await screen.row(customer.email);
      for (const action of ['Edit', ...ROW_ACTIONS[move.from]])
        await expect(row.getByRole('button', { name: action, exact: true })).toBeVisible();
      for (const action of ALL_ACTIONS.filter((a) => !ROW_ACTIONS[move.from].includes(a))) {
        await expect(row.getByRole('button', { name: action, exact: true })).toHaveCount(0);
      }

      const change = page.waitForRequest(isCallOf(registrationsContract.setStatus));
      const changed = page.waitForResponse(isCallOf(registrationsContract.setStatus));
      await row.getByRole('button', { name: move.action, exact: true }).click();
      // Reject asks first, naming the customer; Approve acts at once.
      if (move.action === 'Reject') {
        const confirm = page.getByRole('dialog', { name: `Reject ${customer.displayName || customer.email}?` });
        await expect(confirm).toContainText(customer.email);
        await confirm.getByRole('button', { name: 'Reject', exact: true }).click();
      }
      expect((await change).postDataJSON()).toEqual({ ids: customer.id, removeTag: STATUS_TAG[move.from], addTag: STATUS_TAG[move.to] });
      expect((await changed).status()).toBe(200);
      await expect(screen.emailCell(customer.email)).toHaveCount(0);
      // The change answers with a message naming whom it moved.
      await expect(page.getByRole('status').filter({ hasText: `${move.action === 'Approve' ? 'Approved' : 'Rejected'} ` })).toContainText(
        customer.email,
      );

      await screen.selectTab(move.to);
      await screen.search(customer.email, TAB_STATUS[move.to]);
      await expect(screen.emailCell(customer.email)).toBeVisible();
    });
  }

  test(`'${SYNC_BUTTON}' on Approved asks the server to sync the customer`, async ({ page }) => {
    const screen = screenOf(page);
    await screen.open();
    const customer = await customerAt(await apiFor(page), programme, 'Approved', 3);
    await screen.selectTab('Approved');
    await screen.search(customer.email, 'approved');
    const sync = page.waitForRequest(isCallOf(registrationsContract.sync));
    const synced = page.waitForResponse(isCallOf(registrationsContract.sync));
    await (await screen.rowButton(customer.email, SYNC_BUTTON)).click();
    expect((await sync).postDataJSON()).toEqual({ id: customer.id });
    expect((await synced).status()).toBe(200);
  });

  test('Close and Escape leave the edit dialog without saving', async ({ page }) => {
    const screen = screenOf(page);
    const first = await screen.open();
    const customer = first.rows[1];
    if (!customer) throw new Error('no pending rows');
    let saves = 0;
    page.on('request', (r) => {
      if (r.method() === 'PUT' && new URL(r.url()).pathname === programme.updatePath) saves += 1;
    });
    const dialog = page.getByRole('dialog', { name: customer.displayName, exact: true });
    await (await screen.rowButton(customer.email, 'Edit')).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    await (await screen.rowButton(customer.email, 'Edit')).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(saves).toBe(0);
  });

  test('a customer without STP dates shows today as Start Date and End Date when edited', async ({ page }) => {
    const screen = screenOf(page);
    await screen.open();
    const email = `e2e-nodates-${programme.name}-${Date.now()}@uploads.example`;
    await uploadThroughApi(await apiFor(page), programme, [{ 'First Name': 'Dana', 'Last Name': 'Dateless', Email: email }], email);
    await screen.selectTab('Approved');
    await screen.search(email, 'approved');
    await (await screen.rowButton(email, 'Edit')).click();
    const dialog = page.getByRole('dialog', { name: 'Dana Dateless', exact: true });
    // Today on the shop's clock, which the dialog's default follows.
    const today = shopUsDate(new Date());
    await expect(dialog.getByLabel('Start Date', { exact: true })).toHaveValue(today);
    await expect(dialog.getByLabel('End Date', { exact: true })).toHaveValue(today);
  });

  test("'Download template' gives the template columns", async ({ page }, testInfo) => {
    const screen = screenOf(page);
    await screen.open();
    const download = page.waitForEvent('download');
    await screen.visible(page.getByRole('link', { name: 'Download template', exact: true })).click();
    const file = testInfo.outputPath((await download).suggestedFilename());
    await (await download).saveAs(file);
    expect(readXlsx(file)[0]).toEqual([...TEMPLATE_COLUMNS]);
  });
}
