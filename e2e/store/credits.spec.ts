import { expect, test, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/env';
import { signInToHome } from '../support/session';

/**
 * Credits on a connected store: a student who holds store credit on the store (given in
 * the Shopify admin, spent on order #1001, partly refunded to store credit) opens with the store's
 * balance, and the Transactions tab shows those store transactions with their origin under Created
 * By beside our own credit. Its credit in Canadian dollars follows the balance with its currency,
 * never added to it nor moved by our credit.
 */
const EMAIL = 'store.student.3@campus.example';

const grid = (page: Page, label: string) => page.getByRole('region', { name: label });
const gridRows = (page: Page, label: string) => grid(page, label).locator('[role="row"][row-index]');
const banner = (page: Page) => page.locator('[data-status]');

test('a store customer with store credit shows the store balance and its store transactions', async ({ page }) => {
  await signInToHome(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/credits');
  await expect(page.getByRole('tab', { name: 'Manage Credits' })).toHaveAttribute('aria-selected', 'true');
  // The console's first load mirrors the store's credit by itself: the student is listed once it has run.
  const row = gridRows(page, 'Credit customers').filter({ hasText: EMAIL });
  await expect(async () => {
    await page.getByRole('textbox', { name: 'Search Customers' }).fill(EMAIL);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(row).toContainText('$30.00 · 25.00 CAD', { timeout: 2000 });
  }).toPass({ timeout: 60_000 });
  await row.locator('input[type="checkbox"]').check();
  await page.getByRole('button', { name: 'Issue Credit' }).click();
  const issue = page.getByRole('form', { name: 'Add Credit to 1 Customer(s)' });
  await issue.getByLabel('Credit').fill('1');
  await issue.getByLabel('Reference').fill('E2E dollars');
  await issue.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog', { name: 'Issue $1.00 credit to 1 customer?' }).getByRole('button', { name: 'Issue credit' }).click();
  await expect(banner(page)).toContainText('Credit of $1.00 issued to 1 customer.');
  await expect(row).toContainText('$31.00 · 25.00 CAD');

  await page.getByRole('tab', { name: 'Transactions' }).click();
  await page.getByRole('textbox', { name: 'Search Transactions' }).fill(EMAIL);
  const rows = gridRows(page, 'Credit transactions');
  await expect(rows).toHaveCount(4);
  await expect(rows.filter({ hasText: 'Shopify admin' })).toContainText('$40.00');
  const byOrder = rows.filter({ hasText: '#1001' });
  await expect(byOrder).toHaveCount(2);
  await expect(byOrder.filter({ hasText: '-$15.00' })).toHaveCount(1);
  await expect(byOrder.filter({ hasText: '$5.00' })).toHaveCount(1);
  await expect(rows.filter({ hasText: '$1.00' })).toHaveCount(1);
  await expect(rows.filter({ hasText: '25.00' })).toHaveCount(0);
});
