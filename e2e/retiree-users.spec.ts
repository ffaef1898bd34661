import { expect, test, type Locator, type Page } from '@playwright/test';
import { RETIREE_USERS, uniqueEmail } from './support/invitations-programmes';
import { InvitationScreen, useShop } from './support/invitations-screen';
import { describeInvitationScreen } from './support/invitations-tests';
import { apiFor } from './support/api';
import { expectCli, operatorsCli, shopsCli } from './support/console-cli';
import { ADMIN_EMAIL, ADMIN_STATE, SECOND_SHOP, SHOP_NAME } from './support/env';

const MTD = 'MTD Users';
/** docs/functions/people-invites-events.md §1: the three Canadian employee-store shops (development, staging, production) offer MTD. */
const MTD_SHOPS = ['employee-store-ca-dev', 'employee-store-ca-staging', SECOND_SHOP];
/** The demo data has the last (docs/several-shops.md); the others are added here, MTD by their names' default (MTD_SHOPS). */
const ADDED_SHOPS = MTD_SHOPS.filter((shop) => shop !== SECOND_SHOP);

const mtdBox = (scope: Locator | Page) => scope.getByRole('checkbox', { name: MTD, exact: true });

test.describe('Retiree users screen', () => {
  test.beforeAll(async ({ browser }) => {
    // A shop added while the server runs is served within 60 s (docs/several-shops.md).
    test.setTimeout(120_000);
    const listed = expectCli('listing the shops', shopsCli(['list']));
    for (const shop of ADDED_SHOPS)
      if (!new RegExp(`(^|\\s)${shop}(\\s|$)`, 'm').test(listed)) expectCli(`adding ${shop}`, shopsCli(['add', shop]));
    expectCli('granting the admin every flag in every shop', operatorsCli(['grant', ADMIN_EMAIL, '--all']));
    const context = await browser.newContext({ storageState: ADMIN_STATE });
    const page = await context.newPage();
    const api = await apiFor(page);
    await expect
      .poll(async () => (await api.get<{ shops: Array<{ name: string }> }>('/api/shops')).body.shops.map((s) => s.name), {
        timeout: 90_000,
        intervals: [1000, 2000, 5000],
      })
      .toEqual(expect.arrayContaining(MTD_SHOPS));
    await context.close();
  });

  describeInvitationScreen(RETIREE_USERS, 'own checks only');

  test(`no '${MTD}' option in the default shop (${SHOP_NAME})`, async ({ page }) => {
    const screen = new InvitationScreen(page, RETIREE_USERS);
    await screen.open();
    await expect(screen.button('Invite User')).toBeVisible();
    await expect(mtdBox(page)).toHaveCount(0);
    const dialog = await screen.openInvite();
    await expect(dialog.getByLabel('Email', { exact: true })).toBeVisible();
    await expect(mtdBox(dialog)).toHaveCount(0);
  });

  for (const shop of MTD_SHOPS) {
    test(`'${MTD}' beside the upload and in the Invite User form of ${shop}`, async ({ page }) => {
      await useShop(page, shop);
      const screen = new InvitationScreen(page, RETIREE_USERS);
      await screen.open();
      await expect(screen.visible(mtdBox(page))).toHaveCount(1);
      await expect(mtdBox(page)).not.toBeChecked();

      const dialog = await screen.openInvite();
      await expect(mtdBox(dialog)).toBeVisible();
      await expect(mtdBox(dialog)).not.toBeChecked();
      const person = { first: 'Molly', last: 'Mtd', email: uniqueEmail(RETIREE_USERS, 'mtd'), tags: '' };
      await screen.fillInvite(dialog, person);
      await mtdBox(dialog).check();
      const save = screen.request('POST', RETIREE_USERS.paths.save);
      await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
      // docs/functions/people-invites-events.md §3: the retiree payload carries the MTD flag as mtdCheckbox.
      const body = (await save).postDataJSON() as { excelData: Array<Record<string, unknown>> };
      expect(body.excelData).toHaveLength(1);
      expect(body.excelData[0]).toMatchObject({ email: person.email, mtdCheckbox: true });
    });
  }
});
