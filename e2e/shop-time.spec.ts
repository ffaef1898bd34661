import { expect, test, type Page } from '@playwright/test';
import { shopsContract } from '@console/contracts/shops.contract';
import { apiFor, isCallOf } from './support/api';
import { SITE_USERS, personAt } from './support/invitations-programmes';
import { SHOP_TIME } from './support/shop-clock';

/**
 * One rule for every time the console shows: the shop's clock with the zone's name (the browser runs in UTC,
 * playwright.config.ts; the e2e shop is on America/New_York), so Jobs, Mail and Audit agree with Returns.
 */

async function firstTimeOf(page: Page, route: string, colId: string) {
  const shops = page.waitForResponse(isCallOf(shopsContract.list));
  await page.goto(route);
  // The shop's zone comes with the shops list.
  const answer = (await (await shops).json()) as { shops: Array<{ current: boolean; timeZone: string }> };
  expect(answer.shops.find((s) => s.current)?.timeZone).toBe('America/New_York');
  const cell = page.locator(`[role="gridcell"][col-id="${colId}"]`).filter({ visible: true }).first();
  await expect(cell).toBeVisible();
  return cell;
}

test('Jobs, Mail and Audit show their times on the shop’s clock with the zone’s name', async ({ page }) => {
  // A message in the outbox and an entry in the audit: an invitation sent again (away from the rows other specs use).
  const api = await apiFor(page);
  const person = await personAt(api, SITE_USERS, 'Invited', 21);
  expect((await api.post(`${SITE_USERS.paths.sendInvite}/${person.id}`)).status).toBe(200);
  for (const [route, colId, header] of [
    ['/jobs', 'createdAt', 'Started'],
    ['/mail', 'createdAt', 'Time'],
    ['/audit', 'createdAt', 'When'],
  ] as const) {
    const cell = await firstTimeOf(page, route, colId);
    await expect(cell, `${route} ${header}`).toHaveText(SHOP_TIME);
    await expect(cell).not.toContainText('UTC');
  }
});
