import { expect, test, type Page } from '@playwright/test';
import { CARDS } from '@console/contracts/common/cards';
import { bulkPriceContract } from '@console/contracts/bulk-price.contract';
import { jobsContract } from '@console/contracts/jobs.contract';
import { callContract } from './support/api';
import { blockingViolations } from './support/axe';
import { usDate } from './support/commerce';
import { cutCellsOf, pageScrollsSideways } from './support/grid-fit';
import { screenSettled } from './support/settled';

/**
 * One visit per screen (the former tables-fit spec is folded in here, to keep CI short): each screen is opened once and checked for
 * axe-core (WCAG 2 A/AA), one h1 and no console errors; index screens also for a table that reads whole at 1280×800;
 * screens with dialogs also scan those dialogs.
 */
test.use({ viewport: { width: 1280, height: 800 } });
// The visits only read (the one dialog that prepares data makes its own job): they spread over the workers instead of
// making this file the suite's longest path (10 minutes on one worker).
test.describe.configure({ mode: 'parallel' });

/** Every screen of the console: the home cards, the shell's own screens, and the pages outside the frame. */
const SCREENS = ['/', ...CARDS.map((card) => card.route), '/jobs', '/mail', '/audit'];

/** Every other index screen's grid (Students and Staff: registration-tables.spec.ts). */
const FIT_GRIDS: Readonly<Record<string, string>> = {
  '/national': 'National partners',
  '/inviteusers': 'Invited site users',
  '/toolconnectinviteusers': 'Invited tool-connect users',
  '/partnerusers': 'Invited partner users',
  '/retireeusers': 'Invited retiree users',
  '/events': 'Events',
  '/bulkprice': 'Bulk prices',
  '/pricecontrol': 'Price log',
  '/coupons': 'Coupons',
  '/orderReturns': 'Recent returns',
  '/credits': 'Credit customers',
  '/registrationCodes': 'Registration codes',
  '/giveaways': 'Giveaways',
  '/jobs': 'Jobs',
  '/audit': 'Audit entries',
};

// Headers of what an operator must read: e-mails, codes, names, dates and times, who did it.
const MUST_READ = /mail|code|name|date|recipient|^(when|started|started by|job|operator|action|target|customer|order|sku|partner)$/i;

/** A job that can be cancelled whatever ran before: a price scheduled far ahead. */
const FAR_DAY = usDate(61);
const FAR_JOB_TITLE = `Apply price TL-1017-KIT on ${FAR_DAY}`;

interface DialogChecks {
  /** Titles the dialogs, for the test's name. */
  what: string;
  /** Runs before the screen is opened (what the screen must list). */
  prepare?: (page: Page) => Promise<void>;
  /** Opens the screen's dialogs on the loaded screen and scans them. */
  scan: (page: Page) => Promise<void>;
}

const firstRow = (page: Page) => page.locator('[role="row"][row-index]').first();

const DIALOGS: Readonly<Record<string, DialogChecks>> = {
  '/students': {
    what: 'the edit dialog, the Reject question and the Ctrl+K palette with records found',
    scan: async (page) => {
      await firstRow(page).getByRole('button', { name: 'Edit', exact: true }).click();
      const edit = page.getByRole('dialog');
      await expect(edit.getByLabel('School', { exact: true })).toBeVisible();
      expect(await blockingViolations(page, '[role="dialog"]'), 'edit dialog').toEqual([]);
      await edit.getByRole('button', { name: 'Close', exact: true }).first().click();
      await expect(edit).toBeHidden();

      await firstRow(page).getByRole('button', { name: 'Reject', exact: true }).click();
      const ask = page.getByRole('dialog');
      await expect(ask.getByRole('button', { name: 'Keep it' })).toBeVisible();
      expect(await blockingViolations(page, '[role="dialog"]'), 'Reject question').toEqual([]);
      await ask.getByRole('button', { name: 'Keep it' }).click();
      await expect(ask).toBeHidden();

      await page.keyboard.press('Control+K');
      const find = page.getByRole('combobox', { name: 'Find' });
      await expect(find).toBeFocused();
      // The palette's dialog has a name (axe's aria-dialog-name is a best practice, outside the WCAG tags).
      await expect(page.getByRole('dialog', { name: 'Find' })).toBeVisible();
      // The browser's own <dialog>: its role is implicit, so it is scanned by its element, not a role attribute.
      expect(await blockingViolations(page, 'dialog[open]'), 'palette').toEqual([]);
      await find.fill('1001');
      await expect(page.getByRole('option').filter({ hasText: 'Order #1001' })).toBeVisible();
      expect(await blockingViolations(page, 'dialog[open]'), 'palette with records').toEqual([]);
    },
  },
  '/jobs': {
    what: 'the job Cancel question',
    prepare: async (page) => {
      const body = { MODEL: 'TL-1017-KIT', PRICE: 62.5, EFFECTIVE_DATE: FAR_DAY, BELOW_MAPP_ITEM_TAG: 'false' };
      expect((await callContract(page, bulkPriceContract.update, { body })).status).toBe(200);
    },
    scan: async (page) => {
      const pending = await callContract(page, jobsContract.list, { body: { status: 'pending' } });
      const job = pending.body.rows.find((j) => j.title === FAR_JOB_TITLE);
      if (!job) throw new Error(`no pending apply job for ${FAR_DAY}`);
      await page.locator(`[role="row"][row-id="${job.id}"]`).getByRole('button', { name: 'Cancel', exact: true }).click();
      await expect(page.getByRole('dialog').getByRole('button', { name: 'Keep job' })).toBeVisible();
      expect(await blockingViolations(page, '[role="dialog"]')).toEqual([]);
      await page.getByRole('dialog').getByRole('button', { name: 'Keep job' }).click();
    },
  },
  '/registrationCodes': {
    what: 'the registration code link',
    scan: async (page) => {
      await page
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      await expect(page.getByRole('dialog').getByRole('button', { name: 'Copy the registration page link' })).toBeVisible();
      expect(await blockingViolations(page, '[role="dialog"]')).toEqual([]);
    },
  },
  '/giveaways': {
    what: 'the Add Giveaway form',
    scan: async (page) => {
      await page.getByRole('button', { name: 'Add Giveaway' }).click();
      await expect(page.getByRole('dialog', { name: 'Add New Giveaway' })).toBeVisible();
      expect(await blockingViolations(page, '[role="dialog"]')).toEqual([]);
    },
  },
};

// A screen dropped from SCREENS must not silently drop its table or dialog checks.
for (const route of [...Object.keys(FIT_GRIDS), ...Object.keys(DIALOGS)]) {
  if (!SCREENS.includes(route)) throw new Error(`accessibility.spec: ${route} has checks but is not in SCREENS`);
}

function visitTitle(route: string): string {
  const grid = FIT_GRIDS[route];
  const dialogs = DIALOGS[route];
  return [
    `${route}: no critical or serious violations, one h1, no console errors or CSP violations`,
    ...(grid ? ['e-mails, codes, names and dates are not cut; no sideways page scroll'] : []),
    ...(dialogs ? [`${dialogs.what} scanned`] : []),
  ].join('; ');
}

test.describe('Every screen in one visit: accessibility (axe-core, WCAG 2 A/AA), tables at 1280×800, dialogs', () => {
  for (const route of SCREENS) {
    test(visitTitle(route), async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      // Chromium reports a CSP refusal (zod's `new Function` probe) as a violation event, not
      // through the console API Playwright hears: the page logs it as an error, so the check below sees it.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} in ${e.sourceFile}`);
        });
      });
      const dialogs = DIALOGS[route];
      // The visit does the work of the former screen test and its dialog tests together: their time budgets add up.
      if (dialogs) test.slow();
      await dialogs?.prepare?.(page);
      await page.goto(route);
      await screenSettled(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const gridLabel = FIT_GRIDS[route];
      if (gridLabel) {
        const list = page.getByRole('region', { name: gridLabel, exact: true });
        await expect(list.locator('[role="gridcell"]').first()).toBeVisible();
        await expect.poll(() => cutCellsOf(list, MUST_READ)).toEqual([]);
        expect(await pageScrollsSideways(page)).toBe(false);
      }
      expect(await blockingViolations(page)).toEqual([]);
      if (dialogs) await dialogs.scan(page);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('Accessibility of public pages (axe-core, WCAG 2 A/AA)', () => {
  const PUBLIC = ['/login', '/unauthorized', '/no-such-page', '/register?code=NO-SUCH-CODE', '/giveaway/999999'];
  test(`public pages ${PUBLIC.join(', ')}`, async ({ browser }) => {
    // One signed-out context for all: each page is still opened and scanned on its own.
    const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const page = await visitor.newPage();
    for (const route of PUBLIC) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }), route).toBeVisible();
      expect(await blockingViolations(page), route).toEqual([]);
    }
    await visitor.close();
  });
});
