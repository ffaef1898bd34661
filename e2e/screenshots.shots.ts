import path from 'node:path';
import { test, type Frame, type Page } from '@playwright/test';
import { CARDS } from '@console/contracts/common/cards';
import { EMBEDDED_STAFF, REPO_ROOT } from './support/env';
import { screenSettled } from './support/settled';
import { openInAdmin } from './support/shopify-admin';

/**
 * `npm run screenshots` (not part of `npm test`): every screen at 1280×800, standalone (docs/screenshots/standalone) and
 * framed in the admin stand-in (docs/screenshots/framed), for a reviewer to look at each. Standalone runs on
 * the demo data; framed on the embedded server's store, as the admin's staff member.
 */
const SCREENS = ['/', ...CARDS.map((card) => card.route), '/jobs', '/mail', '/audit'];
const nameOf = (route: string) => (route === '/' ? 'home' : route.slice(1));
const shotPath = (mode: 'standalone' | 'framed', route: string) =>
  path.join(REPO_ROOT, 'docs', 'screenshots', mode, `${nameOf(route)}.png`);

test.use({ viewport: { width: 1280, height: 800 } });
test.describe.configure({ mode: 'parallel' });

/** Drawn and loaded, then a moment for fonts and the first images: what the operator sees. */
async function settled(where: Page | Frame, title: 'visible' | 'attached'): Promise<void> {
  await screenSettled(where, title);
  await where.waitForTimeout(500);
}

for (const route of SCREENS) {
  test(`standalone ${route}`, async ({ page }) => {
    await page.goto(route);
    await settled(page, 'visible');
    await page.screenshot({ path: shotPath('standalone', route) });
  });

  test(`framed ${route}`, async ({ browser }) => {
    // The frame keeps no cookies: a context of its own, not the signed-in one.
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const { frame } = await openInAdmin(page, EMBEDDED_STAFF.admin.sub, route);
    await settled(frame, 'attached');
    await page.screenshot({ path: shotPath('framed', route) });
    await context.close();
  });
}
