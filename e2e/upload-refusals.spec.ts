import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { couponsContract } from '@console/contracts/coupons.contract';
import { studentsContract } from '@console/contracts/students.contract';
import { pathOfCall, routeOfCall } from './support/api';
import { EMBEDDED_STAFF } from './support/env';
import { keepScreenshot } from './support/screenshot';
import { openInAdmin } from './support/shopify-admin';

/** A refused spreadsheet says why, under the control it was chosen with; nothing is sent for a file the browser cannot read. */

const UNREADABLE =
  'This file could not be read as a spreadsheet: it may be damaged or of another kind. Open it in Excel, save it as .xlsx or .csv, and upload it again.';

/** Bytes that are no workbook (as a damaged download or a renamed file is), under an .xlsx name. */
function corruptXlsx(file: string): string {
  fs.writeFileSync(file, Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 37 + 11) % 256)));
  return file;
}

async function chooseFile(page: Page, button: Locator, file: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
}

/** Records the uploads sent to one path. */
function uploadsTo(page: Page, path: string): string[] {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && new URL(r.url()).pathname === path) sent.push(r.url());
  });
  return sent;
}

for (const screen of [
  { name: 'Students', url: '/students', heading: 'Students', path: pathOfCall(studentsContract.upload) },
  { name: 'Coupons', url: '/coupons', heading: 'Coupons', path: pathOfCall(couponsContract.upload) },
]) {
  test(`${screen.name}: a damaged .xlsx is refused under the upload with why, and nothing is sent`, async ({ page }, testInfo) => {
    await page.goto(screen.url);
    await expect(page.getByRole('heading', { name: screen.heading, exact: true })).toBeVisible();
    const sent = uploadsTo(page, screen.path);
    const file = corruptXlsx(testInfo.outputPath('damaged.xlsx'));
    await chooseFile(page, page.getByRole('button', { name: 'Upload file', exact: true }).filter({ visible: true }), file);
    const alert = page.getByRole('alert').filter({ hasText: 'damaged.xlsx was not uploaded' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(UNREADABLE);
    expect(sent).toEqual([]);
    if (screen.name === 'Students') await keepScreenshot(page, 'upload-refused-students');
  });
}

test("Coupons: a file the server refuses shows the server's reason; a server failure shows the documented 'try again later' sentence", async ({
  page,
}, testInfo) => {
  await page.goto('/coupons');
  await expect(page.getByRole('heading', { name: 'Coupons', exact: true })).toBeVisible();
  const file = testInfo.outputPath('coupons.csv');
  fs.writeFileSync(file, 'Code\nABC\n');
  const upload = page.getByRole('button', { name: 'Upload file', exact: true }).filter({ visible: true });

  // The schema's generic words give way to the field's own message.
  await page.route(routeOfCall(couponsContract.upload), (route) =>
    route.fulfill({
      status: 400,
      json: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Some fields are not valid.',
        fieldErrors: { 'body.excelData.0': 'A column name has at most 255 characters.' },
      },
    }),
  );
  await chooseFile(page, upload, file);
  const alert = page.getByRole('alert').filter({ hasText: 'coupons.csv was not uploaded' });
  await expect(alert).toContainText('A column name has at most 255 characters.');

  await page.unroute(routeOfCall(couponsContract.upload));
  await page.route(routeOfCall(couponsContract.upload), (route) =>
    route.fulfill({
      status: 500,
      json: { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on the server.' },
    }),
  );
  await chooseFile(page, upload, file);
  await expect(alert).toContainText('Error while uploading file. Please try again later.');
});

test('Credits Import: a damaged file is refused in the drop zone with why', async ({ page }, testInfo) => {
  await page.goto('/credits');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Import' });
  await panel.getByLabel('Select file').setInputFiles(corruptXlsx(testInfo.outputPath('credits.xlsx')));
  const alert = panel.getByRole('alert').filter({ hasText: 'credits.xlsx was not uploaded' });
  await expect(alert).toContainText(UNREADABLE);
  await expect(panel.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await expect(panel.getByText('Drop or choose a file first.', { exact: true })).toBeVisible();
});

test('framed in the admin: a damaged .xlsx on Students is refused under the upload with why', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { frame } = await openInAdmin(page, EMBEDDED_STAFF.admin.sub, '/students');
  const upload = frame.getByRole('button', { name: 'Upload file', exact: true }).filter({ visible: true });
  await expect(upload).toBeVisible();
  await frame.getByLabel('Upload file', { exact: true }).setInputFiles(corruptXlsx(testInfo.outputPath('framed.xlsx')));
  const alert = frame.getByRole('alert').filter({ hasText: 'framed.xlsx was not uploaded' });
  await expect(alert).toContainText(UNREADABLE);
  await expect(alert).toBeInViewport();
});
