import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { studentsContract } from '@console/contracts/students.contract';
import { pathOfCall } from './support/api';

/** The browser refuses a spreadsheet above 10 MB before reading it, and says so under the upload. */
test('refuses a spreadsheet above 10 MB with a message, sending nothing', async ({ page }, testInfo) => {
  await page.goto('/students');
  await expect(page.getByRole('heading', { name: 'Students', exact: true })).toBeVisible();
  const file = testInfo.outputPath('too-large.csv');
  fs.writeFileSync(file, `Email\n${'a'.repeat(10 * 1024 * 1024)}\n`);
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && new URL(r.url()).pathname === pathOfCall(studentsContract.upload)) uploads.push(r.url());
  });
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload file', exact: true }).filter({ visible: true }).click();
  await (await chooser).setFiles(file);
  await expect(
    page.getByRole('alert').filter({ hasText: 'The file is larger than 10 MB. Split it into smaller files and upload each.' }),
  ).toBeVisible();
  expect(uploads).toEqual([]);
});
