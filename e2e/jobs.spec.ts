import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { eventsContract } from '@console/contracts/events.contract';
import { jobsContract, type JobRow } from '@console/contracts/jobs.contract';
import { mailContract } from '@console/contracts/mail.contract';
import { nationalPartnersContract } from '@console/contracts/national-partners.contract';
import { apiFor, isCallOf, type Api } from './support/api';
import { blockingViolations } from './support/axe';
import { ADMIN_EMAIL, SMTP_REFUSE_FILE } from './support/env';
import { RETIREE_USERS, personAt } from './support/invitations-programmes';
import { keepScreenshot } from './support/screenshot';
import { readXlsx, writeXlsx } from './support/xlsx';

const isJobsList = isCallOf(jobsContract.list);

/** The Jobs screen, opened from the navigation. */
async function openJobs(page: Page): Promise<void> {
  const first = page.waitForResponse(isJobsList);
  await page.getByRole('navigation', { name: 'Functions' }).getByRole('link', { name: 'Jobs', exact: true }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jobs');
  expect((await first).status()).toBe(200);
}

const jobRow = (page: Page, id: number): Locator => page.locator(`[role="row"][row-id="${id}"]`);
const cell = (row: Locator, colId: string): Locator => row.locator(`[col-id="${colId}"]`);

/** Adds or removes an address the e2e mail server refuses (support/smtp-peer.ts). */
function refuseMailTo(address: string, refuse: boolean): void {
  const listed = fs.existsSync(SMTP_REFUSE_FILE) ? fs.readFileSync(SMTP_REFUSE_FILE, 'utf8').split('\n').filter(Boolean) : [];
  const next = refuse ? [...listed, address] : listed.filter((a) => a !== address);
  fs.writeFileSync(SMTP_REFUSE_FILE, next.join('\n'));
}

async function failedSendTo(api: Api, address: string): Promise<JobRow | undefined> {
  const page = await api.call(jobsContract.list, { body: {} });
  return page.body.rows.find((j) => j.status === 'failed' && (j.lastError ?? '').includes(address));
}

test.describe('Jobs screen', () => {
  test("shows an upload's progress and each row's outcome, and gives the failed rows as an error file", async ({ page }, testInfo) => {
    await page.goto('/national');
    const api = await apiFor(page);
    const partners = (await api.call(nationalPartnersContract.list, { body: { searchValue: '', searchType: 'Email' } })).body.rows;
    const [known1, known2] = [partners[20]?.email ?? '', partners[21]?.email ?? ''];
    // Two partners updated with nothing but their e-mail (no value changes, no new rows in anyone's list) and two bad rows.
    const file = testInfo.outputPath('national-jobs.xlsx');
    writeXlsx(file, [
      ['First Name', 'Last Name', 'Email'],
      ['', '', known1],
      ['Bad', 'Address', 'not-an-email'],
      ['', '', known2],
      ['', '', `nobody-${Date.now()}@national-upload.example`],
    ]);
    const uploaded = page.waitForResponse(isCallOf(nationalPartnersContract.upload));
    await page.getByLabel('Upload file', { exact: true }).setInputFiles(file);
    const { jobId } = (await (await uploaded).json()) as { jobId: number };

    await openJobs(page);
    const row = jobRow(page, jobId);
    await expect(cell(row, 'title')).toHaveText('National partners import');
    await expect(cell(row, 'startedBy')).toHaveText(ADMIN_EMAIL);
    // At 1280 px the e-mail once took three lines (broken after @ and .); whole parts, two lines at most.
    const startedByLines = await cell(row, 'startedBy').evaluate((td) => {
      const range = document.createRange();
      range.selectNodeContents(td);
      return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
    });
    expect(startedByLines).toBeLessThanOrEqual(2);
    // The list asks again by itself while the job works, until it is done; with failed rows it is not a plain Done.
    await expect(cell(row, 'status')).toHaveText('Completed with errors', { timeout: 30_000 });
    await expect(cell(row, 'progress')).toHaveText('4 / 4, 2 failed');
    await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(row.getByRole('button', { name: 'Retry', exact: true })).toHaveCount(0);

    await row.getByRole('button', { name: 'Details', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: `National partners import (job ${jobId})` });
    await expect(drawer.getByText('Completed with errors', { exact: true })).toBeVisible();
    await expect(drawer.getByText('2 rows imported, 2 rows failed', { exact: true })).toBeVisible();
    // The lines of the operator's spreadsheet (header on line 1), with each row's e-mail.
    await expect(drawer.getByRole('table', { name: 'Rows that failed' }).getByRole('row')).toHaveText([
      /Line\s*Email\s*Reason/,
      /^3\s*not-an-email\s*Email not valid\./,
      /^5\s*nobody-\d+@national-upload\.example\s*First Name not valid\. Last Name not valid\. National Partner not valid\./,
    ]);
    await keepScreenshot(page, 'jobs-completed-with-errors');
    // The drawer's × once had no name (critical) and the status badge read at 4.32:1.
    expect(await blockingViolations(page, '[role="dialog"]'), 'job details').toEqual([]);

    const download = page.waitForEvent('download');
    await drawer.getByRole('button', { name: 'Error file', exact: true }).click();
    const errors = await download;
    expect(errors.suggestedFilename()).toMatch(/^Failed_Rows_Job_\d+_\d{8}_\d{6}\.xlsx$/);
    const saved = testInfo.outputPath(errors.suggestedFilename());
    await errors.saveAs(saved);
    const sheet = readXlsx(saved);
    expect(sheet[0]).toEqual(['First Name', 'Last Name', 'Email', 'Reason']);
    expect(sheet.slice(1)).toEqual([
      ['Bad', 'Address', 'not-an-email', 'Email not valid.'],
      [
        '',
        '',
        expect.stringMatching(/^nobody-\d+@national-upload\.example$/),
        'First Name not valid. Last Name not valid. National Partner not valid.',
      ],
    ]);
  });

  test('the Status filter lists only jobs of that status, and All statuses lists every one again', async ({ page }) => {
    await page.goto('/');
    const api = await apiFor(page);
    // A job of this test: an event report, which finishes in a moment.
    const events = await api.call(eventsContract.list);
    const eventId = events.body[0]?.id;
    if (eventId === undefined) throw new Error('the demo has events');
    const report = await api.call(eventsContract.report, { params: { id: eventId } });
    expect(report.status).toBe(200);
    const { jobId } = report.body;
    await expect
      .poll(async () => (await api.call(jobsContract.detail, { params: { id: jobId } })).body.status, { timeout: 30_000 })
      .toBe('done');

    await openJobs(page);
    await expect(cell(jobRow(page, jobId), 'status')).toHaveText('Done');
    const statuses = page.locator('[role="gridcell"][col-id="status"]').filter({ visible: true });
    const status = page.getByRole('combobox', { name: 'Status' });
    await expect(status).toHaveValue('All statuses');
    for (const [label, value] of [
      ['Failed', 'failed'],
      ['Done', 'done'],
    ] as const) {
      const asked = page.waitForResponse((r) => isJobsList(r) && (r.request().postDataJSON() as { status?: string }).status === value);
      await status.click();
      await page.getByRole('option', { name: label, exact: true }).click();
      expect((await asked).status()).toBe(200);
      await expect(status).toHaveValue(label);
      await expect(jobRow(page, jobId)).toHaveCount(label === 'Done' ? 1 : 0);
      // Done lists the done jobs, those that failed some rows ('Completed with errors') among them.
      const shown = label === 'Done' ? [label, 'Completed with errors'] : [label];
      await expect
        .poll(async () => [...new Set((await statuses.allTextContents()).map((t) => t.trim()))].filter((t) => !shown.includes(t)))
        .toEqual([]);
    }
    const all = page.waitForResponse((r) => isJobsList(r) && (r.request().postDataJSON() as { status?: string }).status === undefined);
    await status.click();
    await page.getByRole('option', { name: 'All statuses', exact: true }).click();
    expect((await all).status()).toBe(200);
    await expect(jobRow(page, jobId)).toHaveCount(1);
    await keepScreenshot(page, 'jobs');
  });

  test('offers Retry on a send that failed, and the retried send goes out', async ({ page }) => {
    await page.goto('/');
    const api = await apiFor(page);
    const person = await personAt(api, RETIREE_USERS, 'Invited', 22);
    refuseMailTo(person.email, true);
    try {
      expect((await api.post(`${RETIREE_USERS.paths.sendInvite}/${person.id}`)).status).toBe(200);
      // The mail server refuses the mailbox: each attempt fails, and after the last one the job has failed.
      await expect
        .poll(async () => (await failedSendTo(api, person.email))?.id, { timeout: 60_000, intervals: [1000, 2000] })
        .toBeDefined();
    } finally {
      refuseMailTo(person.email, false);
    }
    const failed = await failedSendTo(api, person.email);
    if (!failed) throw new Error('no failed send');

    await openJobs(page);
    const row = jobRow(page, failed.id);
    // The send names whom it is for.
    const title = new RegExp(`^E-mail to ${person.email.replace(/[.+]/g, '\\$&')}: .+`);
    await expect(cell(row, 'title')).toHaveText(title);
    await expect(cell(row, 'status')).toHaveText('Failed');
    // Why it failed: on the status, and in the job's details.
    await expect(cell(row, 'status').locator('[title]')).toHaveAttribute(
      'title',
      new RegExp(`^Attempt 5 of 5: .*${person.email} unavailable`),
    );
    await row.getByRole('button', { name: 'Details', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: new RegExp(`^E-mail to .+ \\(job ${failed.id}\\)$`) });
    await expect(drawer.getByText(`550 Mailbox ${person.email} unavailable`, { exact: false })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    const retried = page.waitForResponse(isCallOf(jobsContract.retry, { id: failed.id }));
    await row.getByRole('button', { name: 'Retry', exact: true }).click();
    expect((await retried).status()).toBe(200);
    await expect(cell(row, 'status')).toHaveText('Done', { timeout: 30_000 });
    await expect(row.getByRole('button', { name: 'Retry', exact: true })).toHaveCount(0);
    const mail = await api.call(mailContract.list, { body: { status: 'sent' } });
    expect(mail.body.rows.some((m) => m.to === person.email)).toBe(true);
  });
});
