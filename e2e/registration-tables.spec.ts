import { expect, test } from '@playwright/test';
import { gridOverflow } from './support/grid-fit';
import { RegistrationScreen } from './support/registration-screen';
import { STAFF, STUDENTS } from './support/registrations';

/** Issue 19: the approval queues' grids fit the laptop width, tags as chips with the rest in a popover. */
test.describe('Students and Staff grids at 1280 px', () => {
  for (const programme of [STUDENTS, STAFF]) {
    test(`${programme.route}: the grid with its selection column is not wider than its area; no header cut`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      const screen = new RegistrationScreen(page, programme);
      await screen.open();
      for (const tab of ['Pending', 'Approved', 'Rejected'] as const) {
        if (tab !== 'Pending') await screen.selectTab(tab);
        await expect(screen.emailCells().first()).toBeVisible();
        const grid = page.getByRole('region', { name: `${tab} ${programme.route === '/students' ? 'students' : 'staff'}`, exact: true });
        const fit = await gridOverflow(grid);
        expect(fit.scrollsSideways, tab).toBe(false);
        expect(fit.cutHeaders, tab).toEqual([]);
      }
    });
  }

  test('tags show as chips; +n opens every tag of the row in a popover', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const screen = new RegistrationScreen(page, STUDENTS);
    const answer = await screen.open();
    const row = answer.rows.find((r) => r.tags.length > 2);
    if (!row) throw new Error('the demo has no pending student with more than two tags');
    const cell = await screen.cellOf(row.email, 'Tags');
    for (const tag of row.tags.slice(0, 2)) await expect(cell.getByText(tag, { exact: true })).toBeVisible();
    await cell.getByRole('button', { name: `All ${row.tags.length} tags` }).click();
    const popover = page.getByRole('dialog', { name: 'Tags' });
    for (const tag of row.tags) await expect(popover.getByText(tag, { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
  });
});
