import { expect, test } from '@playwright/test';
import { apiFor } from './support/api';
import { RegistrationScreen } from './support/registration-screen';
import { describeRegistrationScreen } from './support/registration-tests';
import { NO_SEARCH, STAFF, exportedRows, listPage, type TabName } from './support/registrations';

/** docs/functions/shell-students-staff.md §9: staff exports have a title, a created-on stamp and these headers at row 9. */
const STAFF_EXPORT_COLUMNS = ['Name', 'Email', 'Tags', 'Created Date', 'Country', 'School'];
const STAFF_EXPORTS: ReadonlyArray<{ tab: TabName; status: 'pending' | 'approved'; prefix: string }> = [
  { tab: 'Pending', status: 'pending', prefix: 'Staff_Pending_Report_' },
  { tab: 'Approved', status: 'approved', prefix: 'Staff_Approved_Report_' },
];

test.describe('Staff screen', () => {
  describeRegistrationScreen(STAFF, 'own checks only');

  test("the Approved tab's next button reads 'To Next'", async ({ page }) => {
    const screen = new RegistrationScreen(page, STAFF);
    await screen.open();
    await expect(screen.button('Next')).toBeVisible();
    await screen.selectTab('Approved');
    await expect(screen.button('To Next')).toBeVisible();
    await expect(screen.button('Next')).toHaveCount(0);
  });

  test("the name is a link to the customer's page in a new tab", async ({ page }) => {
    const screen = new RegistrationScreen(page, STAFF);
    const first = await screen.open();
    const customer = first.rows[0];
    if (!customer) throw new Error('no pending staff');
    const link = (await screen.row(customer.email)).getByRole('link', { name: customer.displayName, exact: true });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', customer.url);
  });

  test('has no default discount limit field', async ({ page }) => {
    const screen = new RegistrationScreen(page, STAFF);
    await screen.open();
    await expect(screen.emailAt(0)).toBeVisible();
    await expect(page.getByLabel('Default STP Student Discount Limit($)')).toHaveCount(0);
    await expect(page.getByText('Amount Spent')).toHaveCount(0);
  });

  for (const report of STAFF_EXPORTS) {
    test(`Export Excel on ${report.tab} downloads ${report.prefix}<timestamp>.xlsx with headers at row 9`, async ({ page }, testInfo) => {
      const screen = new RegistrationScreen(page, STAFF);
      await screen.open();
      if (report.tab !== 'Pending') await screen.selectTab(report.tab);
      const api = await apiFor(page);
      const known = (await listPage(api, STAFF, report.status)).rows[0];
      if (!known) throw new Error(`no ${report.status} staff`);
      const total = (await exportedRows(api, STAFF, report.status)).length;

      const { fileName, rows, requestBody } = await screen.exportFile(report.status, (name) => testInfo.outputPath(name));
      expect(fileName.startsWith(report.prefix), fileName).toBe(true);
      expect(fileName).toMatch(/_\d[\d_-]*\.xlsx$/);
      expect(requestBody).toEqual(NO_SEARCH);

      const top = rows.slice(0, 8).flat().filter(Boolean);
      const stamp = top.find((t) => /created/i.test(t) && /\d/.test(t));
      expect(stamp, 'a created-on stamp above the headers').toBeTruthy();
      expect(top.filter((t) => t !== stamp).length, 'a title above the headers').toBeGreaterThan(0);
      expect((rows[8] ?? []).slice(0, STAFF_EXPORT_COLUMNS.length)).toEqual(STAFF_EXPORT_COLUMNS);
      const data = rows.slice(9).filter((r) => r.some(Boolean));
      expect(data).toHaveLength(total);

      const line = data.find((r) => r[1] === known.email);
      if (!line) throw new Error(`${known.email} is not in the export`);
      expect(line[0]).toBe(known.displayName);
      for (const tag of known.tags) expect(line[2]).toContain(tag);
      expect(line[3], 'exports show YYYY-MM-DD').toBe(known.createdAt.slice(0, 10));
      expect(line[4]).toBe(known.profile_country);
      expect(line[5]).toBe(known.stp_school);
    });
  }

  test('Export Excel on Rejected exports the disabled staff', async ({ page }, testInfo) => {
    const screen = new RegistrationScreen(page, STAFF);
    await screen.open();
    await screen.selectTab('Rejected');
    const { fileName, rows } = await screen.exportFile('disabled', (name) => testInfo.outputPath(name));
    expect(fileName).toMatch(/\.xlsx$/);
    const total = (await exportedRows(await apiFor(page), STAFF, 'disabled')).length;
    const headerAt = rows.findIndex((r) => r[0] === 'Name' && r[1] === 'Email');
    expect(headerAt, 'a header row').toBeGreaterThanOrEqual(0);
    expect(rows.slice(headerAt + 1).filter((r) => r.some(Boolean))).toHaveLength(total);
  });
});
