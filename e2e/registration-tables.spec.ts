import { expect, test } from '@playwright/test';
import { cutCellsOf, gridOverflow, pageScrollsSideways } from './support/grid-fit';
import { RegistrationScreen } from './support/registration-screen';
import { STAFF, STUDENTS, TABS } from './support/registrations';

/** The approval queues' grids fit the laptop width, tags as chips with the rest in a popover. */
test.describe('Students and Staff grids at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const programme of [STUDENTS, STAFF]) {
    test(`${programme.route}: the grid with its selection column is not wider than its area; no header cut`, async ({ page }) => {
      const screen = new RegistrationScreen(page, programme);
      await screen.open();
      for (const tab of TABS) {
        if (tab !== 'Pending') await screen.selectTab(tab);
        await expect(screen.emailCells().first()).toBeVisible();
        const grid = page.getByRole('region', { name: `${tab} ${programme.name}`, exact: true });
        // Nothing an operator reads is cut: text, chips, Edit and the action buttons. Chips settle to
        // their cell's width after the first paint, so this is polled.
        await expect
          .poll(() => cutCellsOf(grid, /^(Name|Email|Tags|Create Date|Country|School|Course|Edit|Actions)$/), { message: tab })
          .toEqual([]);
        const fit = await gridOverflow(grid);
        expect(fit.scrollsSideways, tab).toBe(false);
        expect(fit.cutHeaders, tab).toEqual([]);
        expect(await pageScrollsSideways(page), tab).toBe(false);
      }
    });

    test(`${programme.route}: tags show as whole chips; the button beside them opens every tag of the row`, async ({ page }) => {
      const screen = new RegistrationScreen(page, programme);
      const answer = await screen.open();
      const row = answer.rows.find((r) => r.tags.length > 2);
      if (!row) throw new Error(`the demo has no pending ${programme.name} with more than two tags`);
      const cell = await screen.cellOf(row.email, 'Tags');
      const more = cell.getByRole('button', { name: `All ${row.tags.length} tags` });
      await expect(more).toBeVisible();
      // The chips in the row are the first tags, each whole; the button counts the others ('n tags' when none fits).
      const chips = await cell.locator('[data-chip]').allTextContents();
      expect(chips).toEqual(row.tags.slice(0, chips.length));
      for (const chip of await cell.locator('[data-chip], [data-chip] *').all()) {
        expect(await chip.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      }
      await expect(more).toHaveText(chips.length ? `+${row.tags.length - chips.length}` : `${row.tags.length} tags`);
      await more.click();
      const popover = page.getByRole('dialog', { name: 'Tags' });
      for (const tag of row.tags) await expect(popover.getByText(tag, { exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(popover).toBeHidden();
    });
  }

  test('at 1920 px the first tags show as chips beside the count of the rest', async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    const screen = new RegistrationScreen(page, STUDENTS);
    const answer = await screen.open();
    const row = answer.rows.find((r) => r.tags.length > 2);
    if (!row) throw new Error('the demo has no pending student with more than two tags');
    const cell = await screen.cellOf(row.email, 'Tags');
    await expect(cell.getByText(row.tags[0] ?? '', { exact: true })).toBeVisible();
    const shown = await cell.locator('[data-chip]').count();
    await expect(cell.getByRole('button', { name: `All ${row.tags.length} tags` })).toHaveText(`+${row.tags.length - shown}`);
  });
});
