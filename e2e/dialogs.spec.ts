import { expect, test } from '@playwright/test';
import { isCallOf } from './support/api';
import { RegistrationScreen } from './support/registration-screen';
import { STUDENTS } from './support/registrations';
import { studentsContract } from '@console/contracts/students.contract';

/**
 * What every dialog does, seen on the Students Edit dialog (the shared FormDialog): the save says so the moment
 * the server answers, the buttons stay in view, and closing gives the focus back to what opened the dialog.
 */
test('a save says Saved the moment the server answers, then closes after the spec’s delay', async ({ page }) => {
  const screen = new RegistrationScreen(page, STUDENTS);
  const first = await screen.open();
  const customer = first.rows[0];
  if (!customer) throw new Error('no pending rows');
  await (await screen.rowButton(customer.email, 'Edit')).click();
  const dialog = page.getByRole('dialog', { name: customer.displayName, exact: true });
  await expect(dialog).toBeVisible();
  const answered = page.waitForResponse(isCallOf(studentsContract.update));
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  expect((await answered).status()).toBe(200);
  // Within half a second of the answer, not after the 2 s reload delay: no spinner, the word Saved.
  await expect(dialog.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 500 });
  await expect(dialog.getByRole('status', { name: 'Saving' })).toHaveCount(0);
  // docs/functions/shell-students-staff.md §2.2: the list still reloads after its delay, and the dialog closes then.
  await expect(dialog).toBeHidden();
});

test('Escape and Close give the focus back to the button that opened the dialog', async ({ page }) => {
  const screen = new RegistrationScreen(page, STUDENTS);
  const first = await screen.open();
  const customer = first.rows[0];
  if (!customer) throw new Error('no pending rows');
  const edit = await screen.rowButton(customer.email, 'Edit');
  const dialog = page.getByRole('dialog', { name: customer.displayName, exact: true });
  await edit.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();
  await edit.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();
});

test('a tall dialog keeps Submit and Close in view while its form scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 560 });
  const screen = new RegistrationScreen(page, STUDENTS);
  const first = await screen.open();
  const customer = first.rows[0];
  if (!customer) throw new Error('no pending rows');
  await (await screen.rowButton(customer.email, 'Edit')).click();
  const dialog = page.getByRole('dialog', { name: customer.displayName, exact: true });
  await expect(dialog).toBeVisible();
  for (const name of ['Submit', 'Close']) await expect(dialog.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 });
  await dialog.getByLabel('School', { exact: true }).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 2000);
  for (const name of ['Submit', 'Close']) await expect(dialog.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 });
});
