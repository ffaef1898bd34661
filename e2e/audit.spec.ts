import { expect, test, type Locator, type Page } from '@playwright/test';
import { auditContract } from '@console/contracts/audit.contract';
import { registrationsContract } from '@console/contracts/registrations.contract';
import { apiFor, callContract, isCallOf } from './support/api';
import { blockingViolations } from './support/axe';
import { ADMIN_EMAIL, STUDENTS_ONLY_EMAIL, STUDENTS_ONLY_PASSWORD } from './support/env';
import { RegistrationScreen } from './support/registration-screen';
import { STUDENTS, customerAt, numericId } from './support/registrations';
import { signInToHome } from './support/session';
import { readXlsx } from './support/xlsx';

const isAuditList = isCallOf(auditContract.list);

/** The grid row of the entry about this target and action, as the operator reads them. */
function entry(page: Page, target: string, action: string): Locator {
  return page
    .getByRole('row')
    .filter({ has: page.locator('[col-id="target"]').getByText(target, { exact: true }) })
    .filter({ has: page.locator('[col-id="action"]').getByText(action, { exact: true }) });
}

/** Approves a pending student through the Students screen (its 23rd pending row, away from the rows other specs move). */
async function approveAStudent(page: Page): Promise<{ id: string; email: string; words: string }> {
  const screen = new RegistrationScreen(page, STUDENTS);
  await screen.open();
  const customer = await customerAt(await apiFor(page), STUDENTS, 'Pending', 22);
  await screen.search(customer.email, 'pending');
  const changed = page.waitForResponse(isCallOf(registrationsContract.setStatus));
  await (await screen.rowButton(customer.email, 'Approve')).click();
  expect((await changed).status()).toBe(200);
  // The target `gid://shop/Customer/12` reads "Customer 12".
  return { ...customer, words: `Customer ${numericId(customer.id)}` };
}

test.describe('Audit screen', () => {
  test('shows an approve with its operator and before/after, and the filters keep to it', async ({ page }, testInfo) => {
    const customer = await approveAStudent(page);

    const firstPage = page.waitForResponse(isAuditList);
    await page.getByRole('navigation', { name: 'Functions' }).getByRole('link', { name: 'Audit', exact: true }).click();
    await expect(page).toHaveURL(/\/audit$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit');
    expect((await firstPage).status()).toBe(200);

    const row = entry(page, customer.words, 'Student status changed');
    await expect(row.locator('[col-id="changes"]')).toHaveText('Status: pending → approved');
    await expect(row.locator('[col-id="operator"]')).toHaveText(ADMIN_EMAIL);

    await row.getByRole('button', { name: 'Details', exact: true }).click();
    const details = page.getByRole('dialog', { name: 'Change details' });
    await expect(details).toContainText(`${ADMIN_EMAIL} · Student status changed`);
    await expect(details.getByText(customer.words, { exact: true })).toBeVisible();
    await expect(details).not.toContainText('student.status');
    await expect(details).not.toContainText('gid://');
    await expect(details.getByRole('table', { name: 'Changed fields' }).getByRole('row')).toHaveText([
      /Field\s*Before\s*After/,
      /Status\s*pending\s*approved/,
    ]);
    // The values after once read at 3.74:1 (green on white).
    expect(await blockingViolations(page, '[role="dialog"]'), 'change details').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    // Target and action together: exactly this approve.
    await page.getByLabel('Target starts with', { exact: true }).fill(customer.id);
    await page.getByRole('combobox', { name: 'Action', exact: true }).click();
    // The option reads as its label; the code is what is sent.
    await page.getByRole('option', { name: 'Student status changed', exact: true }).click();
    const filtered = page.waitForResponse(isAuditList);
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const request = (await filtered).request().postDataJSON() as Record<string, unknown>;
    expect(request).toEqual({ target: customer.id, action: 'student.status' });
    await expect(page.locator('[role="row"][row-index]')).toHaveCount(1);
    await expect(entry(page, customer.words, 'Student status changed')).toBeVisible();

    // The export holds the filtered entries, under the report's title.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Excel', exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^Audit_Log_Report_\d{8}_\d{6}\.xlsx$/);
    const saved = testInfo.outputPath(file.suggestedFilename());
    await file.saveAs(saved);
    const sheet = readXlsx(saved);
    expect(sheet[0]?.[0]).toBe('Audit Log Report');
    expect(sheet[8]).toEqual(['When', 'Operator', 'Action', 'Target', 'Changes']);
    expect(sheet.slice(9).map((r) => r.slice(1))).toEqual([
      [ADMIN_EMAIL, 'Student status changed', customer.words, 'Status: pending → approved'],
    ]);

    // A range of days long before: nothing. The days are the shop's (New York, 5 hours behind UTC in winter), not the
    // browser's (UTC here).
    await page.getByLabel('From', { exact: true }).fill('01/01/2020');
    await page.getByLabel('To', { exact: true }).fill('01/02/2020');
    await page.getByLabel('To', { exact: true }).press('Tab');
    const empty = page.waitForResponse(isAuditList);
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    expect((await empty).request().postDataJSON()).toEqual({
      target: customer.id,
      action: 'student.status',
      from: '2020-01-01T05:00:00.000Z',
      to: '2020-01-03T05:00:00.000Z',
    });
    // Announced by a live region outside the grid (one inside it broke the grid's ARIA structure).
    await expect(page.getByText('No Records Found', { exact: true })).toBeVisible();
    await expect(page.locator('[aria-live="polite"]').filter({ hasText: 'Audit entries: No Records Found' })).toHaveCount(1);

    // A range that ends before it starts is refused in the form.
    await page.getByLabel('From', { exact: true }).fill('01/05/2020');
    await page.getByLabel('From', { exact: true }).press('Tab');
    await expect(page.getByText('The end date is before the start date.', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filter', exact: true })).toBeDisabled();

    const cleared = page.waitForResponse(isAuditList);
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    expect((await cleared).request().postDataJSON()).toEqual({});
    await expect(entry(page, customer.words, 'Student status changed')).toBeVisible();
  });

  test('an operator without showAudit has no Audit link and no access to the screen', async ({ browser }) => {
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await signInToHome(page, STUDENTS_ONLY_EMAIL, STUDENTS_ONLY_PASSWORD);
    const nav = page.getByRole('navigation', { name: 'Functions' });
    await expect(nav.getByRole('link', { name: 'Jobs', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Audit', exact: true })).toHaveCount(0);
    await page.goto('/audit');
    await expect(page.getByText('You do not have access to this function.', { exact: true })).toBeVisible();
    expect((await callContract(page, auditContract.list, { body: {} })).status).toBe(403);
    await context.close();
  });
});
