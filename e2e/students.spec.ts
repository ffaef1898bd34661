import { expect, test } from '@playwright/test';
import { studentsContract } from '@console/contracts/students.contract';
import { apiFor, isCallOf, routeOfCall } from './support/api';
import { RegistrationScreen } from './support/registration-screen';
import { describeRegistrationScreen } from './support/registration-tests';
import {
  NO_SEARCH,
  STUDENTS,
  customerAt,
  customerDetail,
  exportedRows,
  listPage,
  tagValue,
  updateBodyOf,
  uploadThroughApi,
} from './support/registrations';

const DEFAULT_LIMIT_LABEL = 'Default STP Student Discount Limit($)';
/** docs/functions/shell-students-staff.md §9: the columns of the student export. */
const STUDENT_EXPORT_COLUMNS = [
  'Name',
  'Email',
  'Start Date',
  'End Date',
  'Amount Spent',
  'Discount Limit',
  'School',
  'Course',
  'State',
  'Profile',
  'CRM ID',
  'AS400 ID',
  'Phone',
  'DOB',
  'Country',
  'Tags',
  'Linked Distributor',
  'Distributor Name',
  'Privacy Policy Consent',
  'Email Policy Consent',
  'Created Date',
];

test.describe('Students screen', () => {
  describeRegistrationScreen(STUDENTS, 'with the shared core');

  test(`'${DEFAULT_LIMIT_LABEL}' takes digits only and Save shows 'Saved successfully.'`, async ({ page }) => {
    const screen = new RegistrationScreen(page, STUDENTS);
    await screen.open();
    const api = await apiFor(page);
    const before = await api.call(studentsContract.getDefaultDiscountLimit);
    const field = screen.visible(page.getByLabel(DEFAULT_LIMIT_LABEL, { exact: true }));
    await expect(field).toHaveValue(before.body.value);

    await field.fill('');
    await field.pressSequentially('a1b2');
    await expect(field).toHaveValue('12');
    const save = page.waitForRequest(isCallOf(studentsContract.setDefaultDiscountLimit));
    await screen.button('Save').click();
    expect((await save).postDataJSON()).toEqual({ default_discount_limit: '12' });
    const saved = screen.text('Saved successfully.');
    await expect(saved).toBeVisible();
    expect((await api.call(studentsContract.getDefaultDiscountLimit)).body.value).toBe('12');
    // docs/functions/shell-students-staff.md §8: the message goes away after 7 seconds.
    await expect(saved).toBeHidden({ timeout: 10_000 });
  });

  test("a failed save of the default discount limit shows 'Something went wrong. try again.'", async ({ page }) => {
    const screen = new RegistrationScreen(page, STUDENTS);
    await page.route(routeOfCall(studentsContract.setDefaultDiscountLimit), (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'boom' } })
        : route.continue(),
    );
    await screen.open();
    const field = screen.visible(page.getByLabel(DEFAULT_LIMIT_LABEL, { exact: true }));
    await expect(field).not.toHaveValue('');
    await field.fill('777');
    await screen.button('Save').click();
    await expect(screen.text('Something went wrong. try again.')).toBeVisible();
    await expect(screen.text('Saved successfully.')).toHaveCount(0);
  });

  test('the edit dialog shows 9500 as the default discount limit until the saved default arrives', async ({ page }) => {
    const screen = new RegistrationScreen(page, STUDENTS);
    await screen.open();
    const api = await apiFor(page);
    // A student of this test's own without a limit of its own, so the dialog falls back to the default.
    const email = `e2e-nolimit-${Date.now()}@uploads.example`;
    await uploadThroughApi(api, STUDENTS, [{ 'First Name': 'Lee', 'Last Name': 'Limitless', Email: email }], email);
    const row = (await listPage(api, STUDENTS, 'approved', { searchValue: email, searchType: 'Email' })).rows[0];
    if (!row) throw new Error('the uploaded student is missing');
    expect((await api.put(STUDENTS.updatePath, { ...updateBodyOf(row), limit: '' })).status).toBe(200);
    const before = (await api.call(studentsContract.getDefaultDiscountLimit)).body.value;
    expect((await api.call(studentsContract.setDefaultDiscountLimit, { body: { default_discount_limit: '4321' } })).status).toBe(200);
    try {
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(routeOfCall(studentsContract.getDefaultDiscountLimit), async (route) => {
        if (route.request().method() === 'GET') await gate;
        await route.continue();
      });
      await screen.open();
      await screen.selectTab('Approved');
      await screen.search(email, 'approved');
      await (await screen.rowButton(email, 'Edit')).click();
      const limit = page.getByRole('dialog', { name: 'Lee Limitless', exact: true }).getByLabel('Discount Limit', { exact: true });
      await expect(limit).toHaveValue('9500');
      release();
      await expect(limit).toHaveValue('4321');
    } finally {
      await api.call(studentsContract.setDefaultDiscountLimit, { body: { default_discount_limit: before } });
    }
  });

  test('a field the server refuses shows its message under that field in the edit dialog', async ({ page }) => {
    const screen = new RegistrationScreen(page, STUDENTS);
    await screen.open();
    const api = await apiFor(page);
    const customer = await customerDetail(api, (await customerAt(api, STUDENTS, 'Approved', 7)).id);
    // The operator's School passes the form; on the way out it is made longer than the server's 120-character
    // rule, so the real server answers its real 400 (`fieldErrors: {'body.school': …}`).
    await page.route(
      (url) => url.pathname === STUDENTS.updatePath,
      (route) => route.continue({ postData: JSON.stringify({ ...(route.request().postDataJSON() as object), school: 'S'.repeat(121) }) }),
    );
    await screen.selectTab('Approved');
    await screen.search(customer.email, 'approved');
    await (await screen.rowButton(customer.email, 'Edit')).click();
    const dialog = page.getByRole('dialog', { name: customer.displayName, exact: true });
    const school = dialog.getByLabel('School', { exact: true });
    await school.fill('Short School');
    const refused = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === STUDENTS.updatePath);
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    const answer = await refused;
    expect(answer.status()).toBe(400);
    expect(((await answer.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
      'body.school': 'At most 120 characters.',
    });

    await expect(school).toHaveAttribute('aria-invalid', 'true');
    await expect(school).toHaveAccessibleDescription('At most 120 characters.');
    await expect(dialog.getByText('At most 120 characters.', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Submit', exact: true })).toBeEnabled();
    expect((await customerDetail(api, customer.id)).stp_school).toBe(customer.stp_school);
  });

  test('Export Excel on Approved downloads Student_Approved_Report_<timestamp>.xlsx with the spec columns', async ({ page }, testInfo) => {
    const screen = new RegistrationScreen(page, STUDENTS);
    await screen.open();
    await screen.selectTab('Approved');
    const api = await apiFor(page);
    const known = (await listPage(api, STUDENTS, 'approved')).rows[0];
    if (!known) throw new Error('no approved students');
    const total = (await exportedRows(api, STUDENTS, 'approved')).length;

    const { fileName, rows, requestBody } = await screen.exportFile('approved', (name) => testInfo.outputPath(name));
    expect(fileName).toMatch(/^Student_Approved_Report_\d[\d_-]*\.xlsx$/);
    expect(requestBody).toEqual(NO_SEARCH);
    const headerAt = rows.findIndex((r) => r[0] === 'Name' && r[1] === 'Email');
    expect(headerAt, 'a header row').toBeGreaterThanOrEqual(0);
    const header = rows[headerAt] ?? [];
    expect(header.slice(0, STUDENT_EXPORT_COLUMNS.length)).toEqual(STUDENT_EXPORT_COLUMNS);
    const data = rows.slice(headerAt + 1).filter((r) => r.some(Boolean));
    expect(data).toHaveLength(total);

    const line = data.find((r) => r[1] === known.email);
    if (!line) throw new Error(`${known.email} is not in the export`);
    const cell = (name: string) => line[header.indexOf(name)];
    expect(cell('Name')).toBe(known.displayName);
    expect(cell('Created Date'), 'exports show YYYY-MM-DD').toBe(known.createdAt.slice(0, 10));
    expect(cell('Start Date')).toBe(known.stp_startDate);
    expect(cell('School')).toBe(known.stp_school);
    expect(cell('Discount Limit')).toBe(tagValue(known.tags, 'discount_limit') ?? '');
    expect(cell('Email Policy Consent')).toBe(known.profile_email_policy_consent === '1' ? 'True' : 'False');
  });
});
