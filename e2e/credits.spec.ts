import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page, type Request } from '@playwright/test';
import type { CallResponse } from '@console/contracts/common/call';
import { creditsContract } from '@console/contracts/credits.contract';
import { apiFor, pathOfCall, routeOfCall } from './support/api';
import { ADJUST_MINUS_REASON, expectAdjustSaysWhatItTakes } from './support/credits-adjust';
import { gridOverflow } from './support/grid-fit';
import { keepScreenshot } from './support/screenshot';
import { shopIsoDay } from './support/shop-clock';
import { writeXlsx } from './support/xlsx';

/** docs/functions/codes-credits-knot-giveaways.md §2.2, §4, §5, §7, §8: the Credits screen. */

const CUSTOMERS_PATH = pathOfCall(creditsContract.customers);
/**
 * docs/functions/codes-credits-knot-giveaways.md §7 calls /credits/transactions; the client's rewrite
 * (docs/functions/shell-students-staff.md §7) sends it to /api/transactions.
 */
const TRANSACTIONS_PATH = pathOfCall(creditsContract.transactions);

type CustomersAnswer = CallResponse<typeof creditsContract.customers>;

const pathOf = (r: Request) => new URL(r.url()).pathname;
const paramsOf = (r: Request) => Object.fromEntries(new URL(r.url()).searchParams);
const isCall = (method: string, p: string) => (r: Request) => r.method() === method && pathOf(r) === p;
const dollars = (n: number) =>
  `${n < 0 ? '-' : ''}$${Math.abs(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const grid = (page: Page, label: string) => page.getByRole('region', { name: label });
const gridRows = (page: Page, label: string) => grid(page, label).locator('[role="row"][row-index]');
const banner = (page: Page) => page.locator('[data-status]');

async function openCredits(page: Page): Promise<Request> {
  const first = page.waitForRequest(isCall('GET', CUSTOMERS_PATH));
  await page.goto('/credits');
  await expect(page.getByRole('tab', { name: 'Manage Credits' })).toHaveAttribute('aria-selected', 'true');
  return first;
}

async function selectRows(page: Page, count: number) {
  const boxes = gridRows(page, 'Credit customers').locator('input[type="checkbox"]');
  for (let i = 0; i < count; i++) await boxes.nth(i).check();
}

test.describe('Credits: Manage Credits', () => {
  test('loads customers by name with 10 a page, n of m, and pages with Next', async ({ page }) => {
    const request = await openCredits(page);
    expect(paramsOf(request)).toEqual({ sortField: 'name', sortOrder: 'asc', page: '1', pageSize: '10' });
    const answer = (await (await request.response())?.json()) as CustomersAnswer;
    await expect(gridRows(page, 'Credit customers')).toHaveCount(10);
    const pages = Math.ceil(answer.total / 10);
    expect(pages).toBeGreaterThan(1);
    await expect(page.getByText(`1 of ${pages}`, { exact: true })).toBeVisible();
    const first = answer.list[0];
    if (!first) throw new Error('no customers');
    const row = gridRows(page, 'Credit customers').first();
    await expect(row).toContainText(first.name);
    await expect(row).toContainText(dollars(first.balance));
    await expect(page.getByRole('button', { name: 'Add Customer' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Import' })).toBeVisible();

    const next = page.waitForRequest((r) => isCall('GET', CUSTOMERS_PATH)(r) && paramsOf(r).page === '2');
    await page.getByRole('button', { name: 'Next page' }).click();
    await next;
    await expect(page.getByText(`2 of ${pages}`, { exact: true })).toBeVisible();
  });

  test('searches after a one-second pause, and sorts by the chosen option', async ({ page }) => {
    await openCredits(page);
    await expect(gridRows(page, 'Credit customers')).toHaveCount(10);
    const sent: Array<{ at: number; search: string | undefined }> = [];
    page.on('request', (r) => {
      if (isCall('GET', CUSTOMERS_PATH)(r)) sent.push({ at: Date.now(), search: paramsOf(r).search });
    });
    const typedAt = Date.now();
    await page.getByRole('textbox', { name: 'Search Customers' }).pressSequentially('credit.example', { delay: 20 });
    const lastKey = Date.now();
    await expect.poll(() => sent.filter((s) => s.search === 'credit.example').length).toBe(1);
    const searched = sent.find((s) => s.search === 'credit.example');
    // Measured from when typing returned, after the last key's own round trip: well above an undebounced
    // request (tens of ms), with slack for a loaded machine below the 1000 ms pause.
    expect(searched && searched.at - lastKey).toBeGreaterThanOrEqual(600);
    expect(sent.filter((s) => s.at >= typedAt && s.search !== 'credit.example')).toEqual([]);

    const sorted = page.waitForRequest((r) => isCall('GET', CUSTOMERS_PATH)(r) && paramsOf(r).sortField === 'balance');
    await page.getByRole('combobox', { name: 'Sort' }).click();
    await page.getByRole('option', { name: 'Balance (high - low)' }).click();
    const request = await sorted;
    expect(paramsOf(request)).toMatchObject({ search: 'credit.example', sortField: 'balance', sortOrder: 'desc', page: '1' });
    const answer = (await (await request.response())?.json()) as CustomersAnswer;
    const balances = answer.list.map((c) => c.balance);
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
    await expect(gridRows(page, 'Credit customers').first()).toContainText(dollars(balances[0] ?? 0));
  });

  test('adds a customer, then shows the newest first; a second add of the e-mail shows the error', async ({ page }) => {
    await openCredits(page);
    await page.getByRole('button', { name: 'Add Customer' }).click();
    const panel = page.getByRole('form', { name: 'Add New Customer' });
    await expect(panel.getByLabel('Reference')).toHaveValue('New account');
    await expect(panel.getByLabel('Credit')).toHaveValue('$0');
    const email = `e2e.${Date.now()}@credit.test`;
    await panel.getByLabel('Email').fill(email);
    await panel.getByLabel('Credit').fill('25.5');
    const call = page.waitForRequest(isCall('POST', pathOfCall(creditsContract.addCustomer)));
    const reload = page.waitForRequest((r) => isCall('GET', CUSTOMERS_PATH)(r) && paramsOf(r).sortField === 'createdDate');
    await panel.getByRole('button', { name: 'Submit' }).click();
    const body = (await call).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ email, amount: 25.5, reference: 'New account' });
    expect(body.admin).toMatch(/^\d+$/);
    expect(body.idempotencyKey).toEqual(expect.any(String));
    expect(paramsOf(await reload)).toMatchObject({ sortField: 'createdDate', sortOrder: 'desc', page: '1' });
    await expect(banner(page)).toContainText(`Customer ${email} created.`);
    await expect(banner(page)).toHaveAttribute('data-status', 'success');
    await expect(panel.getByLabel('Email')).toHaveValue('');
    await expect(panel.getByLabel('Credit')).toHaveValue('$0');
    await expect(gridRows(page, 'Credit customers').first()).toContainText(email);
    await expect(gridRows(page, 'Credit customers').first()).toContainText('$25.50');

    await panel.getByLabel('Email').fill(email);
    await panel.getByRole('button', { name: 'Submit' }).click();
    await expect(banner(page)).toHaveAttribute('data-status', 'critical');
    await expect(banner(page)).toContainText('Add Customer');
    await expect(banner(page)).toContainText(`A customer with the email ${email} already exists.`);
  });

  test('selecting rows swaps Add Customer and Import for Issue Credit and Adjust Balance; issue and adjust send the selection', async ({
    page,
  }) => {
    await openCredits(page);
    await selectRows(page, 2);
    await expect(page.getByRole('button', { name: 'Add Customer' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Import' })).toHaveCount(0);
    const api = await apiFor(page);
    const before = (await api.get<CustomersAnswer>(`${CUSTOMERS_PATH}?sortField=name&sortOrder=asc&page=1&pageSize=10`)).body.list.slice(
      0,
      2,
    );

    await page.getByRole('button', { name: 'Issue Credit' }).click();
    const issue = page.getByRole('form', { name: 'Add Credit to 2 Customer(s)' });
    await issue.getByLabel('Credit').fill('10');
    await issue.getByLabel('Reference').fill('E2E goodwill');
    const call = page.waitForRequest(isCall('POST', pathOfCall(creditsContract.issueCredits)));
    await issue.getByRole('button', { name: 'Submit' }).click();
    // Money asks first, naming amount and customers; Go back sends nothing.
    const ask = page.getByRole('dialog', { name: 'Issue $10.00 credit to 2 customers?' });
    const whom = before.map((c) => `${c.name} (${c.email})`).join(' and ');
    await expect(ask).toContainText(`Each of ${whom} gets $10.00 of store credit`);
    await ask.getByRole('button', { name: 'Go back' }).click();
    await expect(ask).toBeHidden();
    await issue.getByRole('button', { name: 'Submit' }).click();
    await ask.getByRole('button', { name: 'Issue credit' }).click();
    expect((await call).postDataJSON()).toMatchObject({
      ids: before.map((c) => c.shopifyCustomerId).join(','),
      amount: 10,
      reference: 'E2E goodwill',
    });
    await expect(banner(page)).toContainText(`Credit of $10.00 issued to 2 customers. For ${whom}.`);
    await expect(gridRows(page, 'Credit customers').first()).toContainText(dollars((before[0]?.balance ?? 0) + 10));

    await page.getByRole('button', { name: 'Adjust Balance' }).click();
    const adjust = page.getByRole('form', { name: 'Adjust 2 Customer(s) balance' });
    await adjust.getByLabel('Adjustment').fill('100000');
    await adjust.getByLabel('Reference').fill('Too much');
    await adjust.getByRole('button', { name: 'Submit' }).click();
    await page
      .getByRole('dialog', { name: 'Adjust the balance of 2 customers by -$100,000.00?' })
      .getByRole('button', { name: 'Adjust balance' })
      .click();
    await expect(banner(page)).toHaveAttribute('data-status', 'critical');
    await expect(banner(page)).toContainText('Adjust Balance');
    await expect(banner(page)).toContainText('below zero');

    await page.route(routeOfCall(creditsContract.issueCredits), (route) => route.abort('connectionfailed'));
    await page.getByRole('button', { name: 'Issue Credit' }).click();
    await issue.getByLabel('Credit').fill('1');
    await issue.getByLabel('Reference').fill('Offline');
    await issue.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('dialog', { name: 'Issue $1.00 credit to 2 customers?' }).getByRole('button', { name: 'Issue credit' }).click();
    await expect(banner(page)).toContainText('Credit Issue');
    await expect(banner(page)).toContainText('Error crediting customer(s): Failed to fetch');

    // Emptying the selection resets amount and reference and brings back Add Customer and Import.
    await gridRows(page, 'Credit customers').locator('input[type="checkbox"]').nth(0).uncheck();
    await gridRows(page, 'Credit customers').locator('input[type="checkbox"]').nth(1).uncheck();
    await expect(page.getByRole('button', { name: 'Add Customer' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Customer' }).click();
    await expect(page.getByRole('form', { name: 'Add New Customer' }).getByLabel('Reference')).toHaveValue('New account');
  });

  test('Adjust Balance says what the amount is and why Submit is disabled; Issue Credit starts without a reference', async ({ page }) => {
    await openCredits(page);
    await selectRows(page, 1);
    await page.getByRole('button', { name: 'Issue Credit' }).click();
    const issue = page.getByRole('form', { name: 'Add Credit to 1 Customer(s)' });
    // 'New account' is the reference of a new customer only (docs/functions/codes-credits-knot-giveaways.md §4); an existing one's credit
    // says what it is for.
    await expect(issue.getByLabel('Reference')).toHaveValue('');
    await expect(issue.getByLabel('Reference')).toHaveAttribute('placeholder', 'e.g. Goodwill, order #1001');
    await expect(issue.getByText('Enter an amount greater than $0.00.', { exact: true })).toBeVisible();
    await issue.getByLabel('Credit').fill('5');
    await expect(issue.getByText('Enter a reference.', { exact: true })).toBeVisible();
    await expect(issue.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expect(issue.getByRole('button', { name: 'Submit' })).toHaveAccessibleDescription('Enter a reference.');

    await page.getByRole('button', { name: 'Adjust Balance' }).click();
    const adjust = page.getByRole('form', { name: 'Adjust 1 Customer(s) balance' });
    await expectAdjustSaysWhatItTakes(adjust);
    await keepScreenshot(page, 'credits-adjust-reason');
    await adjust.getByLabel('Adjustment').fill('5');
    await expect(adjust.getByText(ADJUST_MINUS_REASON, { exact: true })).toHaveCount(0);
    await expect(adjust.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  test('the selection spans pages: rows chosen on two pages are credited together', async ({ page }) => {
    await openCredits(page);
    await selectRows(page, 2);
    const next = page.waitForRequest((r) => isCall('GET', CUSTOMERS_PATH)(r) && paramsOf(r).page === '2');
    await page.getByRole('button', { name: 'Next page' }).click();
    await next;
    await expect(gridRows(page, 'Credit customers').locator('input[type="checkbox"]:checked')).toHaveCount(0);
    await selectRows(page, 1);
    await expect(page.getByRole('button', { name: 'Clear selection (3)' })).toBeVisible();
    await page.getByRole('button', { name: 'Issue Credit' }).click();
    await expect(page.getByRole('form', { name: 'Add Credit to 3 Customer(s)' })).toBeVisible();
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect(gridRows(page, 'Credit customers').locator('input[type="checkbox"]:checked')).toHaveCount(2);
    await page.getByRole('button', { name: 'Clear selection (3)' }).click();
    await expect(gridRows(page, 'Credit customers').locator('input[type="checkbox"]:checked')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add Customer' })).toBeVisible();
  });

  test('more than 100 selected disables Issue Credit and Adjust Balance with the warning', async ({ page }) => {
    const many = Array.from({ length: 101 }, (_, i) => ({
      shopifyCustomerId: String(9000 + i),
      name: `Many ${i}`,
      email: `many.${i}@credit.test`,
      balance: 1,
    }));
    await page.route(routeOfCall(creditsContract.customers), (route) =>
      route.fulfill({ json: { status: true, msg: '', hasPrevious: false, hasNext: false, total: 101, list: many } }),
    );
    await page.goto('/credits');
    await expect(gridRows(page, 'Credit customers').first()).toContainText('Many 0');
    await grid(page, 'Credit customers').getByRole('checkbox', { name: 'Select all rows' }).check();
    await expect(page.getByText('Max customers to update is set to: 100', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Issue Credit' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Adjust Balance' })).toBeDisabled();
  });

  test('import refuses each invalid file with its Data validation message naming the lines, and sends a valid one after asking', async ({
    page,
  }) => {
    await openCredits(page);
    await page.getByRole('button', { name: 'Import' }).click();
    const panel = page.getByRole('region', { name: 'Import' });
    const dir = os.tmpdir();
    const header = ['Email', 'Credit', 'Adjustment', 'Reference'];
    // docs/functions/codes-credits-knot-giveaways.md §5's words, then the spreadsheet's lines (header on line 1) and their e-mails.
    const cases: Array<[string[][], string]> = [
      [
        [header, ['dup@credit.test', '5', '', 'r'], ['dup@credit.test', '6', '', 'r']],
        'Duplicate email(s) found in import file: line 2 (dup@credit.test), line 3 (dup@credit.test).',
      ],
      [
        [header, ['a@credit.test', '', '', 'r']],
        'Some record(s) do not have Credit or Ajustment amount or References. Line 2 (a@credit.test).',
      ],
      [
        [header, ['a@credit.test', '5', '2', 'r']],
        'Some record(s) have both Credit and Ajustment amounts. Only one of them is allowed. Line 2 (a@credit.test).',
      ],
      [
        [header, ['ok@credit.test', '5', '', 'r'], ['a@credit.test', 'five', '', 'r']],
        'Some record(s) have not valid amount. Line 3 (a@credit.test).',
      ],
    ];
    let n = 0;
    for (const [rows, message] of cases) {
      const file = path.join(dir, `credits-import-${process.pid}-${n++}.xlsx`);
      writeXlsx(file, rows);
      await panel.getByLabel('Select file').setInputFiles(file);
      const count = rows.length - 1;
      await expect(panel.getByRole('status')).toContainText(`${path.basename(file)}: ${count} ${count === 1 ? 'row' : 'rows'}`);
      await panel.getByRole('button', { name: 'Submit' }).click();
      await expect(banner(page)).toContainText('Data validation');
      await expect(banner(page)).toContainText(message);
      // Said where the file was chosen too.
      await expect(panel.getByRole('alert').filter({ hasText: `${path.basename(file)} was not uploaded` })).toContainText(message);
    }
    const good = path.join(dir, `credits-import-${process.pid}-good.xlsx`);
    writeXlsx(good, [header, [`imported.${Date.now()}@credit.test`, '12.5', '', 'Imported']]);
    await panel.getByLabel('Select file').setInputFiles(good);
    let sent = 0;
    page.on('request', (r) => {
      if (isCall('POST', pathOfCall(creditsContract.importCustomers))(r)) sent += 1;
    });
    // Money moves only after the question naming customers and the total, as Issue and Adjust ask.
    await panel.getByRole('button', { name: 'Submit' }).click();
    const ask = page.getByRole('dialog', { name: 'Import credits for 1 customer?' });
    await expect(ask).toContainText('The file moves $12.50 of credit in 1 row, for 1 customer.');
    await ask.getByRole('button', { name: 'Go back' }).click();
    await expect(ask).toBeHidden();
    expect(sent).toBe(0);
    const call = page.waitForRequest(isCall('POST', pathOfCall(creditsContract.importCustomers)));
    await panel.getByRole('button', { name: 'Submit' }).click();
    await ask.getByRole('button', { name: 'Import credits' }).click();
    const body = (await call).postDataJSON() as { list: unknown[] };
    expect(body.list).toEqual([expect.objectContaining({ Credit: '12.5', Reference: 'Imported' })]);
    // Said once, in the import's outcome box, which goes on to say how its job ended; no green banner beside it.
    const outcome = page.getByRole('status').filter({ has: page.getByRole('link', { name: /^Job \d+$/ }) });
    await expect(outcome).toContainText('Import of 1 row started. Its outcome shows here when it ends.');
    await expect(outcome).toContainText(/Done: 1 [a-z]+\./, { timeout: 30_000 });
    await expect(banner(page)).toHaveCount(0);
  });

  test('an import with a row that cannot be applied ends Completed with errors on the screen, naming the line and e-mail', async ({
    page,
  }, testInfo) => {
    await openCredits(page);
    await page.getByRole('button', { name: 'Import' }).click();
    const panel = page.getByRole('region', { name: 'Import' });
    const stamp = Date.now();
    const [good, bad] = [`import.good.${stamp}@credit.test`, `import.below.${stamp}@credit.test`];
    const file = testInfo.outputPath('credits-with-a-bad-row.xlsx');
    // Line 3 takes $10.00 off a new account: it would go below zero, so that row fails and the other is applied.
    writeXlsx(file, [
      ['Email', 'Credit', 'Adjustment', 'Reference'],
      [good, '5', '', 'E2E import'],
      [bad, '', '10', 'E2E import'],
    ]);
    await panel.getByLabel('Select file').setInputFiles(file);
    await panel.getByRole('button', { name: 'Submit' }).click();
    const ask = page.getByRole('dialog', { name: 'Import credits for 2 customers?' });
    await expect(ask).toContainText('The file moves $5.00 of credit in 1 row and -$10.00 of adjustments in 1 row, for 2 customers.');
    await ask.getByRole('button', { name: 'Import credits' }).click();
    const outcome = page.getByRole('status').filter({ has: page.getByRole('link', { name: /^Job \d+$/ }) });
    await expect(outcome).toContainText('Completed with errors: 1 done, 1 failed.', { timeout: 30_000 });
    await expect(outcome.getByRole('button', { name: 'Error file' })).toBeVisible();
    await keepScreenshot(page, 'credits-import-completed-with-errors');
    await outcome.getByRole('button', { name: 'View import results' }).click();
    const results = page.getByRole('dialog', { name: 'Import results' });
    await expect(results.getByRole('table', { name: 'Rows that failed' }).getByRole('row')).toHaveText([
      /Line\s*Email\s*Reason/,
      new RegExp(`^3\\s*${bad.replaceAll('.', '\\.')}\\s*The adjustment would take the balance below zero\\.`),
    ]);
    await expect(results).toContainText('Lines as in your spreadsheet: line 1 is the header row.');
  });

  test('Export Filtered mails the filtered customers; failures show their banners', async ({ page }) => {
    await openCredits(page);
    await expect(gridRows(page, 'Credit customers')).toHaveCount(10);
    const call = page.waitForRequest(isCall('POST', pathOfCall(creditsContract.exportCustomers)));
    await page.getByRole('button', { name: 'Export Filtered' }).click();
    expect((await call).postDataJSON()).toMatchObject({ search: '' });
    await expect(banner(page)).toContainText('The report is being prepared and will be e-mailed to you shortly.');

    await page.route(routeOfCall(creditsContract.exportCustomers), (route) => route.abort('connectionfailed'));
    await page.getByRole('button', { name: 'Export Filtered' }).click();
    await expect(banner(page)).toContainText('Error exporting customer(s): Failed to fetch');

    await page.route(routeOfCall(creditsContract.customers), (route) => route.abort('connectionfailed'));
    await page.getByRole('textbox', { name: 'Search Customers' }).fill('anything');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(banner(page)).toContainText('Error getting customers: Failed to fetch');
  });
});

test('a banner after an action moves nothing under the pointer', async ({ page }) => {
  await openCredits(page);
  const row = gridRows(page, 'Credit customers').nth(2);
  await expect(row).toBeVisible();
  const before = await row.boundingBox();
  const exported = page.getByRole('button', { name: 'Export Filtered' });
  const exportBefore = await exported.boundingBox();
  await exported.click();
  await expect(banner(page)).toContainText('The report is being prepared and will be e-mailed to you shortly.');
  expect(await row.boundingBox()).toEqual(before);
  expect(await exported.boundingBox()).toEqual(exportBefore);
  await banner(page).getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await row.boundingBox()).toEqual(before);
});

test.describe('Credits: Transactions', () => {
  async function openTransactions(page: Page): Promise<Request> {
    await openCredits(page);
    const first = page.waitForRequest(isCall('GET', TRANSACTIONS_PATH));
    await page.getByRole('tab', { name: 'Transactions' }).click();
    return first;
  }

  test('lists the window two days ago to tomorrow through the rewritten path, with signed amounts', async ({ page }) => {
    const request = await openTransactions(page);
    expect(paramsOf(request)).toEqual({
      startDate: shopIsoDay(-2),
      endDate: shopIsoDay(1),
      sortField: 'createdDate',
      sortOrder: 'desc',
      page: '1',
      pageSize: '10',
    });
    const headers = await grid(page, 'Credit transactions').getByRole('columnheader').allTextContents();
    expect(headers).toEqual([
      'Date',
      'Customer',
      'Email',
      'Credit',
      'Adjustment',
      'Discount Code',
      'Order',
      'Refund',
      'Reference',
      'Expire On',
      'Created By',
    ]);
    const answer = (await (await request.response())?.json()) as {
      total: number;
      list: Array<{ transactionType: string; amount: number; reference: string }>;
    };
    expect(answer.total).toBeGreaterThan(10);
    await expect(gridRows(page, 'Credit transactions')).toHaveCount(10);
    const deduction = answer.list.find((t) => t.amount < 0);
    if (deduction) await expect(grid(page, 'Credit transactions')).toContainText(dollars(deduction.amount));
    await expect(page.getByText(`1 of ${Math.ceil(answer.total / 10)}`, { exact: true })).toBeVisible();
    // At 1280 every column shows whole, and the screen has one pager ('n of m', not also Previous/Next).
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await gridOverflow(grid(page, 'Credit transactions'))).toEqual({ scrollsSideways: false, cutHeaders: [], cutCells: [] });
    await expect(page.getByRole('button', { name: 'Next page' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: /^(Previous|Next)$/ })).toHaveCount(0);
  });

  test('Advanced Search: dates, names and range sliders by 5 up to the server maximum', async ({ page }) => {
    const request = await openTransactions(page);
    const answer = (await (await request.response())?.json()) as { rangesLimits: { creditAmount: number } };
    await page.getByRole('button', { name: 'Advanced Search' }).click();
    const advanced = page.getByRole('region', { name: 'Advanced Search' });
    for (const label of ['Start Date', 'End Date', 'Customer Name', 'Customer Email', 'Created By Name', 'Created By Email'])
      await expect(advanced.getByLabel(label, { exact: true })).toBeVisible();
    const credit = advanced.getByRole('group', { name: 'Credit amount' });
    const slider = credit.getByRole('slider').first();
    const max = Math.max(5, Math.ceil(answer.rangesLimits.creditAmount / 5) * 5);
    await credit.getByRole('checkbox', { name: 'Credit' }).check();
    await expect(slider).toHaveAttribute('aria-valuemax', String(max));
    await expect(credit.getByText('Min $0.00')).toBeVisible();
    await expect(credit.getByText(`Max ${dollars(max)}`)).toBeVisible();
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuenow', '5');
    const isFiltered = (r: Request) =>
      isCall('GET', TRANSACTIONS_PATH)(r) && paramsOf(r).credit === `5,${max}` && paramsOf(r).customerName === 'a';
    // Typing and sliding is a draft: nothing is asked until Search, however long the operator pauses.
    const early: Request[] = [];
    const watch = (r: Request) => void (isFiltered(r) && early.push(r));
    page.on('request', watch);
    await advanced.getByLabel('Customer Name').fill('a');
    await expect(advanced.getByText('Choose Search to show these filters.')).toBeVisible();
    await page.waitForTimeout(2000);
    page.off('request', watch);
    expect(early).toEqual([]);
    const filtered = page.waitForRequest(isFiltered);
    await advanced.getByRole('button', { name: 'Search', exact: true }).click();
    const sent = paramsOf(await filtered);
    await expect(advanced.getByText('Choose Search to show these filters.')).toHaveCount(0);
    expect(sent).not.toHaveProperty('order');
    expect(sent).not.toHaveProperty('adjustment');

    const call = page.waitForRequest(isCall('POST', pathOfCall(creditsContract.exportTransactions)));
    await page.getByRole('button', { name: 'Export Filtered' }).click();
    const body = (await call).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      credit: `5,${max}`,
      customerName: 'a',
      startDate: shopIsoDay(-2),
      endDate: shopIsoDay(1),
      sortField: 'createdDate',
      sortOrder: 'desc',
    });
    expect(body).not.toHaveProperty('page');
    expect(body).not.toHaveProperty('pageSize');
    await expect(banner(page)).toContainText('The report is being prepared and will be e-mailed to you shortly.');

    // Enter in a field searches too.
    const byEmail = page.waitForRequest((r) => isCall('GET', TRANSACTIONS_PATH)(r) && paramsOf(r).customerEmail === 'nobody@example.com');
    await advanced.getByLabel('Customer Email').fill('nobody@example.com');
    await advanced.getByLabel('Customer Email').press('Enter');
    await byEmail;
  });

  test('no result says No records found.; failures show their banners', async ({ page }) => {
    await openTransactions(page);
    await page.getByRole('textbox', { name: 'Search Transactions' }).fill('nothing-matches-this');
    await expect(page.getByText('No records found.', { exact: true })).toBeVisible();

    await page.getByRole('textbox', { name: 'Search Transactions' }).fill('');
    await expect(gridRows(page, 'Credit transactions')).toHaveCount(10);
    await page.route(routeOfCall(creditsContract.exportTransactions), (route) => route.abort('connectionfailed'));
    await page.getByRole('button', { name: 'Export Filtered' }).click();
    await expect(banner(page)).toContainText('Data validation');
    await expect(banner(page)).toContainText('Error exporting transactions(s): Failed to fetch');

    await page.route(routeOfCall(creditsContract.transactions), (route) => route.abort('connectionfailed'));
    await page.getByRole('textbox', { name: 'Search Transactions' }).fill('x');
    await expect(banner(page)).toContainText('Error getting transactions: Failed to fetch');
  });
});
