import { expect, test, type Page } from '@playwright/test';
import { cutCellsOf, pageScrollsSideways } from './support/grid-fit';

/** Issue 19: at 1280×800 nothing an operator must read is cut off in an index table (Students and Staff: registration-tables.spec.ts). */
test.use({ viewport: { width: 1280, height: 800 } });

const grid = (page: Page, label: string) => page.getByRole('region', { name: label, exact: true });

/** Every other index screen: its e-mails, codes, names and dates read whole, and the page never scrolls sideways. */
const SCREENS = [
  { route: '/national', grid: 'National partners' },
  { route: '/inviteusers', grid: 'Invited site users' },
  { route: '/toolconnectinviteusers', grid: 'Invited tool-connect users' },
  { route: '/partnerusers', grid: 'Invited partner users' },
  { route: '/retireeusers', grid: 'Invited retiree users' },
  { route: '/events', grid: 'Events' },
  { route: '/bulkprice', grid: 'Bulk prices' },
  { route: '/pricecontrol', grid: 'Price log' },
  { route: '/coupons', grid: 'Coupons' },
  { route: '/orderReturns', grid: 'Recent returns' },
  { route: '/credits', grid: 'Credit customers' },
  { route: '/registrationCodes', grid: 'Registration codes' },
  { route: '/giveaways', grid: 'Giveaways' },
  { route: '/jobs', grid: 'Jobs' },
  { route: '/audit', grid: 'Audit entries' },
] as const;

// Headers of what an operator must read: e-mails, codes, names, dates and times, who did it.
const MUST_READ = /mail|code|name|date|recipient|^(when|started|started by|job|operator|action|target|customer|order|sku|partner)$/i;

test.describe('index screens at 1280×800', () => {
  for (const screen of SCREENS) {
    test(`${screen.route}: e-mails, codes, names and dates are not cut; no sideways page scroll`, async ({ page }) => {
      await page.goto(screen.route);
      const list = grid(page, screen.grid);
      await expect(list.locator('[role="gridcell"]').first()).toBeVisible();
      await expect.poll(() => cutCellsOf(list, MUST_READ)).toEqual([]);
      expect(await pageScrollsSideways(page)).toBe(false);
    });
  }
});
