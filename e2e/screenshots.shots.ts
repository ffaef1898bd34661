import path from 'node:path';
import { expect, test, type Frame, type Page } from '@playwright/test';
import { CARDS } from '@console/contracts/common/cards';
import { EMBEDDED_STAFF, REPO_ROOT } from './support/env';
import { openInAdmin } from './support/shopify-admin';

/**
 * `npm run screenshots` (not part of `npm test`): every screen at 1280×800, standalone (docs/screenshots/standalone) and
 * framed in the admin stand-in (docs/screenshots/framed), for a reviewer to look at each (issue 26). Standalone runs on
 * the demo data; framed on the embedded server's store, as the admin's staff member.
 */
const SCREENS = ['/', ...CARDS.map((card) => card.route), '/jobs', '/mail', '/audit'];
const nameOf = (route: string) => (route === '/' ? 'home' : route.slice(1));
const shotPath = (mode: 'standalone' | 'framed', route: string) =>
  path.join(REPO_ROOT, 'docs', 'screenshots', mode, `${nameOf(route)}.png`);

test.use({ viewport: { width: 1280, height: 800 } });
test.describe.configure({ mode: 'parallel' });

/** Drawn and loaded: its title (hidden in the frame, still there) and no list still loading. */
async function settled(where: Page | Frame): Promise<void> {
  await expect(where.getByRole('heading', { level: 1 })).toBeAttached();
  await expect(where.getByText('Please wait while loading')).toHaveCount(0, { timeout: 30_000 });
  // Fonts and the first images: what the operator sees a moment later.
  await where.waitForTimeout(500);
}

for (const route of SCREENS) {
  test(`standalone ${route}`, async ({ page }) => {
    await page.goto(route);
    await settled(page);
    await page.screenshot({ path: shotPath('standalone', route) });
  });

  test(`framed ${route}`, async ({ browser }) => {
    // The frame keeps no cookies: a context of its own, not the signed-in one.
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const { frame } = await openInAdmin(page, EMBEDDED_STAFF.admin.sub, route);
    await settled(frame);
    await page.screenshot({ path: shotPath('framed', route) });
    await context.close();
  });
}
