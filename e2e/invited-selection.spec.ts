import { expect, test } from '@playwright/test';
import { invitationsContract } from '@console/contracts/invitations.contract';
import { isCallOf, routeOfCall } from './support/api';
import { REINVITE_STARTED, SITE_USERS } from './support/invitations-programmes';
import { InvitationScreen } from './support/invitations-screen';

/** The Invited tab's selection is shown and can be cleared, and a failed bulk reinvite says so. */
test.describe('Invited users: the bulk selection', () => {
  test('shows how many are selected, clears them, and a failed reinvite shows the reason with Try again', async ({ page }) => {
    const screen = new InvitationScreen(page, SITE_USERS);
    const first = await screen.open();
    const [a, b] = first.rows;
    if (!a || !b) throw new Error('fewer than 2 invited site users');
    await expect(screen.text('Select invited site users to reinvite several at once')).toBeVisible();

    for (const person of [a, b]) await (await screen.checkbox(person.email)).check();
    await expect(screen.text('2 invited site users selected')).toBeVisible();
    await screen.button('Clear selection (2)').click();
    for (const person of [a, b]) await expect(await screen.checkbox(person.email)).not.toBeChecked();
    await expect(screen.reinviteButton()).toBeDisabled();
    await expect(screen.text('Select invited site users to reinvite several at once')).toBeVisible();

    // The server refuses once: the reason shows, Try again sends the same rows, and the spec's banner follows.
    let refused = false;
    await page.route(routeOfCall(invitationsContract.bulkReinvite), async (route) => {
      if (refused) return route.fallback();
      refused = true;
      return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Mail relay unavailable' }) });
    });
    await (await screen.checkbox(a.email)).check();
    await screen.reinviteButton().click();
    const alert = page.getByRole('alert').filter({ hasText: 'Reinviting the selected users failed: Mail relay unavailable' });
    await expect(alert).toBeVisible();
    const again = page.waitForRequest(isCallOf(invitationsContract.bulkReinvite));
    await alert.getByRole('button', { name: 'Try again' }).click();
    expect((await again).postDataJSON()).toEqual([{ id: a.id, email: a.email }]);
    await expect(screen.text(REINVITE_STARTED)).toBeVisible();
  });
});
