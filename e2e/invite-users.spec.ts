import { expect, test } from '@playwright/test';
import { apiFor } from './support/api';
import { REINVITE_STARTED, SITE_USERS, TOOL_CONNECT_USERS, personAt } from './support/invitations-programmes';
import { InvitationScreen } from './support/invitations-screen';
import { describeInvitationScreen } from './support/invitations-tests';
import { keepScreenshot } from './support/screenshot';
import { writeXlsx } from './support/xlsx';

test.describe('Users screen (site invited and registered users)', () => {
  describeInvitationScreen(SITE_USERS, 'with the shared core');
});

test.describe('Tool-connect invited users screen', () => {
  describeInvitationScreen(TOOL_CONNECT_USERS, 'own checks only');
});

test('Reinvite Excel with an e-mail not on the list: the tab says the job ended Completed with errors, naming the line and e-mail', async ({
  page,
}, testInfo) => {
  const screen = new InvitationScreen(page, SITE_USERS);
  await screen.open();
  const person = await personAt(await apiFor(page), SITE_USERS, 'Invited', 3);
  const unknown = `nobody.${Date.now()}@reinvite.example`;
  await screen.button('Reinvite Excel').click();
  const dialog = screen.dialog('Upload Excel');
  const file = testInfo.outputPath('reinvite-unknown.xlsx');
  writeXlsx(file, [['Email'], [person.email], [unknown]]);
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await expect(screen.text(REINVITE_STARTED)).toBeVisible();
  // The banner says it started (docs/functions/people-invites-events.md §4); the box under the toolbar says how it ended.
  const outcome = page.getByRole('status').filter({ has: page.getByRole('link', { name: /^Job \d+$/ }) });
  await expect(outcome).toContainText(/Completed with errors: .*1 failed\./, { timeout: 30_000 });
  await expect(outcome.getByRole('button', { name: 'Error file' })).toBeVisible();
  await outcome.getByRole('button', { name: 'View import results' }).click();
  const results = page.getByRole('dialog', { name: 'Import results' });
  await expect(results.getByRole('table', { name: 'Rows that failed' }).getByRole('row')).toHaveText([
    /Line\s*Email\s*Reason/,
    new RegExp(`^3\\s*${unknown.replaceAll('.', '\\.')}\\s*\\S`),
  ]);
  await keepScreenshot(page, 'reinvite-excel-completed-with-errors');
});
