import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { bulkPriceContract } from '@console/contracts/bulk-price.contract';
import { jobsContract } from '@console/contracts/jobs.contract';
import { callContract, isCallOf } from './support/api';
import { usDate } from './support/commerce';
import { keepScreenshot } from './support/screenshot';
import { writeXlsx } from './support/xlsx';

/** docs/functions/commerce-tools.md §2.1, §4, §5: the Bulk Price screen, its Edit modal and the upload with its price changes. */
test.describe('Bulk Price', () => {
  test('lists 25 prices a page under the Import Price tab and searches by SKU', async ({ page }) => {
    await page.goto('/bulkprice');
    await expect(page.getByRole('tab', { name: 'Import Price' })).toHaveAttribute('aria-selected', 'true');
    const grid = page.getByRole('region', { name: 'Bulk prices' });
    for (const header of ['SKU', 'Price', 'Compare At Price', 'Effective Date', 'Below MAPP Item Tag', 'Edit'])
      await expect(grid.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    await expect(grid.getByRole('columnheader', { name: 'Resend Invite' })).toHaveCount(0);
    await expect(grid.getByRole('row')).toHaveCount(26);
    await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect((await page.context().cookies()).some((c) => c.name === 'bulkPriceTab')).toBe(false);

    const search = page.getByPlaceholder('Please enter product sku');
    await search.fill('TL-1001-KIT');
    const sent = page.waitForRequest(isCallOf(bulkPriceContract.list));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    expect((await sent).postDataJSON()).toEqual({ searchValue: 'TL-1001-KIT', searchType: 'SKU' });
    await expect(grid.getByRole('gridcell', { name: 'TL-1001-KIT' }).first()).toBeVisible();
    await search.fill('NO-SUCH');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('No Records Found', { exact: true })).toBeVisible();
  });

  test("the Edit modal's messages, then a new price rounded to 2 decimals", async ({ page }) => {
    await page.goto('/bulkprice');
    await page.getByRole('button', { name: 'Add Price' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Price' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Sku not valid.')).toBeVisible();
    await expect(dialog.getByText('Price not valid.')).toBeVisible();
    await expect(dialog.getByText('Date not valid.')).toBeVisible();

    await dialog.getByLabel('Sku').fill('TL-1019-KIT');
    await dialog.getByLabel('Price', { exact: true }).fill('88.456');
    await dialog.getByLabel('Date From').fill(usDate(20));
    await dialog.getByLabel('True').check();
    const saved = page.waitForRequest(isCallOf(bulkPriceContract.update));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    expect((await saved).postDataJSON()).toMatchObject({
      MODEL: 'TL-1019-KIT',
      PRICE: 88.46,
      COMPARE_AT_PRICE: null,
      BELOW_MAPP_ITEM_TAG: 'true',
    });
    await expect(dialog).toBeHidden({ timeout: 10_000 });

    await page.getByPlaceholder('Please enter product sku').fill('TL-1019-KIT');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByRole('region', { name: 'Bulk prices' }).getByRole('row').filter({ hasText: '88.46' });
    await expect(row.getByRole('gridcell', { name: usDate(20) })).toBeVisible();
    await row.getByRole('button', { name: 'Edit TL-1019-KIT' }).click();
    await expect(page.getByRole('dialog', { name: 'SKU: TL-1019-KIT' })).toBeVisible();
    await expect(page.getByRole('dialog').getByLabel('Price', { exact: true })).toHaveValue('88.46');
  });

  test('an upload shows the old and new price per row and flags changes above 50%', async ({ page }) => {
    await page.goto('/bulkprice');
    const file = path.join(os.tmpdir(), `bulk-price-${Date.now()}.xlsx`);
    writeXlsx(file, [
      ['ID', 'MODEL', 'PRICE', 'COMPARE_AT_PRICE', 'EFFECTIVE_DATE', 'BELOW_MAPP_ITEM_TAG'],
      ['', 'TL-1018-STD', '1.00', '', usDate(30), 'false'],
      ['', 'NO-SUCH-SKU', '5', '', usDate(30), 'false'],
    ]);
    await page.getByLabel('Upload file').setInputFiles(file);
    // The large change is asked about before anything is scheduled; the operator goes ahead here.
    const ask = page.getByRole('dialog', { name: 'Check 1 large price change' });
    const asked = ask.getByRole('row').filter({ hasText: 'TL-1018-STD' });
    await expect(asked).toContainText('1.00');
    // Numbered as the operator's spreadsheet numbers it: the header is line 1, the first price line 2.
    await expect(ask.getByRole('columnheader').first()).toHaveText('Line');
    await expect(asked.getByRole('cell').first()).toHaveText('2');
    await ask.getByRole('button', { name: 'Schedule it' }).click();
    await expect(page.getByText('File is uploaded to server, check the page few min later')).toBeVisible();
    await page.getByRole('button', { name: 'View price changes' }).click();
    const table = page.getByRole('table', { name: 'Price changes' });
    await expect(table.getByRole('columnheader').first()).toHaveText('Line');
    const first = table.getByRole('row').filter({ hasText: 'TL-1018-STD' });
    await expect(first.getByText('Over 50%')).toBeVisible();
    await expect(first.getByRole('cell', { name: '1.00' })).toBeVisible();
    await expect(first.getByRole('cell').first()).toHaveText('2');
    const second = table.getByRole('row').filter({ hasText: 'NO-SUCH-SKU' });
    await expect(second.getByText('Sku not valid.')).toBeVisible();
    await expect(second.getByRole('cell').first()).toHaveText('3');
    await expect(page.getByRole('dialog', { name: 'Price changes of the upload' })).toContainText('line 1 is the header row');
    await keepScreenshot(page, 'bulk-price-changes-lines');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Price changes of the upload' })).toBeHidden();
    await keepScreenshot(page, 'bulk-price');

    // The message links to its job and, once it has ended, says what it did and where the rows went.
    const summary = page.getByRole('group', { name: /^Job \d+ of the upload$/ });
    // A done job with a failed row is not a plain Done.
    await expect(summary).toContainText('Completed with errors: 1 done, 1 failed.');
    await expect(summary).toContainText('Imported rows are on this list, each price scheduled for its Effective Date.');
    await expect(summary.getByRole('button', { name: 'Error file' })).toBeVisible();
    const jobLink = summary.getByRole('link', { name: /^Job \d+$/ });
    const jobId = (await jobLink.textContent())?.replace('Job ', '');
    await jobLink.click();
    await expect(page).toHaveURL(new RegExp(`/jobs\\?job=${jobId}$`));
    await expect(page.getByRole('dialog', { name: new RegExp(`\\(job ${jobId}\\)$`) })).toBeVisible();
  });

  test('a job cancel asks first, and a cancelled apply shows on Bulk Price', async ({ page }) => {
    await page.goto('/bulkprice');
    const day = usDate(47);
    const saved = await callContract(page, bulkPriceContract.update, {
      body: { MODEL: 'TL-1017-KIT', PRICE: 61.5, EFFECTIVE_DATE: day, BELOW_MAPP_ITEM_TAG: 'false' },
    });
    expect(saved.status).toBe(200);
    const title = `Apply price TL-1017-KIT on ${day}`;
    const pending = await callContract(page, jobsContract.list, { body: { status: 'pending' } });
    const job = pending.body.rows.find((j) => j.title === title);
    if (!job) throw new Error(`no pending job named '${title}'`);

    await page.goto('/jobs');
    const row = page.locator(`[role="row"][row-id="${job.id}"]`);
    await expect(row.locator('[col-id="title"]')).toHaveText(title);
    await row.getByRole('button', { name: 'Cancel' }).click();
    // Asks first, saying what will happen; keeping the job changes nothing.
    const ask = page.getByRole('dialog', { name: `Cancel job ${job.id}?` });
    await expect(ask).toContainText(`${title} will not run.`);
    await ask.getByRole('button', { name: 'Keep job' }).click();
    await expect(ask).toBeHidden();
    await expect(row.locator('[col-id="status"]')).toHaveText('Pending');
    await row.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('dialog', { name: `Cancel job ${job.id}?` })
      .getByRole('button', { name: 'Cancel job' })
      .click();
    await expect(page.getByText(`Cancelled job ${job.id} (${title}).`)).toBeVisible();
    await expect(row.locator('[col-id="status"]')).toHaveText('Cancelled');

    await page.goto('/bulkprice');
    await page.getByPlaceholder('Please enter product sku').fill('TL-1017-KIT');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const price = page.getByRole('region', { name: 'Bulk prices' }).getByRole('row').filter({ hasText: day });
    await expect(price.locator('[col-id="status"]')).toHaveText('Cancelled');
    await expect(price.locator('[col-id="status"] [title]')).toHaveAttribute('title', new RegExp(`^Its apply job ${job.id} was cancelled`));
  });

  test('an extreme change is shown before it is scheduled: Fix the file sends nothing', async ({ page }) => {
    await page.goto('/bulkprice');
    const current = await callContract(page, bulkPriceContract.checkUpload, {
      body: { excelData: [{ MODEL: 'TL-1016-STD', PRICE: '1', EFFECTIVE_DATE: usDate(31) }] },
    });
    const oldPrice = current.body.largeChanges[0]?.oldPrice ?? 0;
    const newPrice = Math.round(oldPrice * 7) / 100;
    const file = path.join(os.tmpdir(), `bulk-price-large-${Date.now()}.xlsx`);
    writeXlsx(file, [
      ['ID', 'MODEL', 'PRICE', 'COMPARE_AT_PRICE', 'EFFECTIVE_DATE', 'BELOW_MAPP_ITEM_TAG'],
      ['', 'TL-1016-STD', newPrice.toFixed(2), '', usDate(31), 'false'],
      ['', 'TL-1014-KIT', '10.00', '', usDate(31), 'false'],
    ]);
    const uploads: string[] = [];
    page.on('request', (r) => void (isCallOf(bulkPriceContract.upload)(r) && uploads.push(r.url())));
    await page.getByLabel('Upload file').setInputFiles(file);
    const ask = page.getByRole('dialog', { name: /^Check \d large price changes?$/ });
    await expect(ask).toContainText('by more than 50% from the store');
    await expect(ask).toContainText('Nothing is scheduled yet');
    const row = ask.getByRole('row').filter({ hasText: 'TL-1016-STD' });
    await expect(row).toContainText(/−9[23]\.\d\d%/);
    await expect(ask.getByRole('button', { name: 'Fix the file' })).toBeFocused();
    await keepScreenshot(page, 'bulk-price-large-change');
    await ask.getByRole('button', { name: 'Fix the file' }).click();
    await expect(ask).toBeHidden();
    // Said where the file was chosen, and only that: keeping a file is not a failed upload.
    await expect(page.getByRole('alert')).toContainText('Nothing was scheduled. Fix the prices in the file and upload it again.');
    await expect(page.getByText('Error while uploading file. Please try again later.')).toHaveCount(0);
    await expect(page.getByText('File is uploaded to server, check the page few min later')).toHaveCount(0);
    expect(uploads).toEqual([]);
    await page.getByPlaceholder('Please enter product sku').fill('TL-1016-STD');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Bulk prices' }).getByRole('gridcell', { name: usDate(31) })).toHaveCount(0);
  });

  test('the Edit dialog asks before scheduling a price that moves by more than 50%: Fix keeps what was typed', async ({ page }) => {
    await page.goto('/bulkprice');
    const sku = 'TL-1012-STD';
    const day = usDate(34);
    // The store's price now, as the check reads it (a price of 1 is always a large change here).
    const current = await callContract(page, bulkPriceContract.checkUpload, {
      body: { excelData: [{ MODEL: sku, PRICE: '1', EFFECTIVE_DATE: day }] },
    });
    const storePrice = current.body.largeChanges[0]?.oldPrice ?? 0;
    expect(storePrice).toBeGreaterThan(2);
    const money = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const saves: string[] = [];
    page.on('request', (r) => void (isCallOf(bulkPriceContract.update)(r) && saves.push(r.postData() ?? '')));

    await page.getByRole('button', { name: 'Add Price' }).click();
    const edit = page.getByRole('dialog', { name: 'New Price' });
    await edit.getByLabel('Sku').fill(sku);
    const doubled = Math.round(storePrice * 200) / 100;
    await edit.getByLabel('Price', { exact: true }).fill(doubled.toFixed(2));
    await edit.getByLabel('Date From').fill(day);
    await edit.getByRole('button', { name: 'Submit' }).click();
    const ask = page.getByRole('dialog', { name: 'Check 1 large price change' });
    await expect(ask).toContainText(`The new price of ${sku} changes by more than 50% from the store's price now.`);
    const row = ask.getByRole('row').filter({ hasText: sku });
    await expect(row).toContainText(money(storePrice));
    await expect(row).toContainText(money(doubled));
    await expect(row).toContainText(/\+(99\.9\d|100\.0\d)%/);
    // One price, so no spreadsheet line.
    await expect(ask.getByRole('columnheader', { name: 'Line' })).toHaveCount(0);
    await expect(ask.getByRole('button', { name: 'Fix the price' })).toBeFocused();
    await ask.getByRole('button', { name: 'Fix the price' }).click();
    await expect(ask).toBeHidden();
    await expect(edit).toBeVisible();
    await expect(edit.getByLabel('Sku')).toHaveValue(sku);
    await expect(edit.getByLabel('Price', { exact: true })).toHaveValue(doubled.toFixed(2));
    await expect(edit.getByLabel('Price', { exact: true })).toBeFocused();
    await expect(edit.getByRole('alert')).toHaveText('Nothing was scheduled. Fix the price, or Submit again to schedule it.');
    expect(saves).toEqual([]);

    // Down by 93% asks too; Schedule it schedules the price as typed.
    const cut = Math.round(storePrice * 7) / 100;
    await edit.getByLabel('Price', { exact: true }).fill(cut.toFixed(2));
    await edit.getByRole('button', { name: 'Submit' }).click();
    await expect(ask.getByRole('row').filter({ hasText: sku })).toContainText(/−9[23]\.\d\d%/);
    await keepScreenshot(page, 'bulk-price-edit-large-change');
    const saved = page.waitForRequest(isCallOf(bulkPriceContract.update));
    await ask.getByRole('button', { name: 'Schedule it' }).click();
    expect((await saved).postDataJSON()).toMatchObject({ MODEL: sku, PRICE: cut });
    await expect(edit).toBeHidden({ timeout: 10_000 });
    expect(saves).toHaveLength(1);
    await page.getByPlaceholder('Please enter product sku').fill(sku);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const scheduled = page.getByRole('region', { name: 'Bulk prices' }).getByRole('row').filter({ hasText: day });
    await expect(scheduled.locator('[col-id="price"]')).toHaveText(money(cut));
    await expect(scheduled.locator('[col-id="status"]')).toHaveText('Scheduled');
  });

  test('the Edit dialog schedules a change of at most 50% without asking', async ({ page }) => {
    await page.goto('/bulkprice');
    const sku = 'TL-1011-KIT';
    const day = usDate(35);
    const current = await callContract(page, bulkPriceContract.checkUpload, {
      body: { excelData: [{ MODEL: sku, PRICE: '1', EFFECTIVE_DATE: day }] },
    });
    const storePrice = current.body.largeChanges[0]?.oldPrice ?? 0;
    await page.getByRole('button', { name: 'Add Price' }).click();
    const edit = page.getByRole('dialog', { name: 'New Price' });
    await edit.getByLabel('Sku').fill(sku);
    const raised = Math.floor(storePrice * 150) / 100;
    await edit.getByLabel('Price', { exact: true }).fill(raised.toFixed(2));
    await edit.getByLabel('Date From').fill(day);
    const saved = page.waitForRequest(isCallOf(bulkPriceContract.update));
    await edit.getByRole('button', { name: 'Submit' }).click();
    expect((await saved).postDataJSON()).toMatchObject({ MODEL: sku, PRICE: raised });
    await expect(page.getByRole('dialog', { name: /large price change/ })).toHaveCount(0);
    await expect(edit).toBeHidden({ timeout: 10_000 });
  });
});
