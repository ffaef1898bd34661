import { expect, test, type Page } from '@playwright/test';
import { CARDS } from '@console/contracts/common/cards';
import { blockingViolations } from './support/axe';

/** Every screen of the console: the home cards, the shell's own screens, and the pages outside the frame. */
const SCREENS = ['/', ...CARDS.map((card) => card.route), '/jobs', '/mail', '/audit'];

/** Waits until a screen has drawn its title and any grid has finished loading. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Please wait while loading')).toHaveCount(0, { timeout: 30_000 });
}

test.describe('Accessibility (axe-core, WCAG 2 A/AA)', () => {
  for (const route of SCREENS) {
    test(`${route}: no critical or serious violations, one h1, no console errors`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      await page.goto(route);
      await settled(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      expect(await blockingViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});
