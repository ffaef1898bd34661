import { expect, test } from '@playwright/test';
import { PARTNER_USERS } from './support/invitations-programmes';
import { InvitationScreen, useShop } from './support/invitations-screen';
import { describeInvitationScreen } from './support/invitations-tests';

/** One of the three Canadian employee-store shops where retiree invites offer MTD (docs/functions/people-invites-events.md §1). */
const MTD_SHOP = 'employee-store-ca';

test.describe('Partner users screen', () => {
  describeInvitationScreen(PARTNER_USERS, 'own checks only');

  test('the invite and edit forms have a Tags field; no MTD option, even in an MTD shop', async ({ page }) => {
    await useShop(page, MTD_SHOP);
    const screen = new InvitationScreen(page, PARTNER_USERS);
    const first = await screen.open();
    await expect(page.getByRole('checkbox', { name: 'MTD Users', exact: true })).toHaveCount(0);
    const invite = await screen.openInvite();
    for (const label of ['First Name', 'Last Name', 'Email', 'Tags'])
      await expect(invite.getByLabel(label, { exact: true }), label).toBeVisible();
    await expect(invite.getByText('MTD Users')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(invite).toBeHidden();

    const person = first.rows[0];
    if (!person) throw new Error('no invited partner users');
    await (await screen.rowButton(person.email, 'Edit')).click();
    const edit = page.getByRole('dialog');
    await expect(edit.getByLabel('Tags', { exact: true })).toHaveValue(person.tags.join(', '));
  });
});
