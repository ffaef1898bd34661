import { expect, test, type Page } from '@playwright/test';
import type { CallResponse } from '@console/contracts/common/call';
import { inviteUsersContract } from '@console/contracts/invite-users.contract';
import { isCallOf } from './support/api';
import { RegistrationScreen } from './support/registration-screen';
import { STAFF, STUDENTS } from './support/registrations';

/** The count beside the pager, as the operator reads it ('42 pending'). */
const countText = (page: Page, total: number, noun: string) =>
  page.getByText(`${total.toLocaleString('en-US')} ${noun}`, { exact: true }).filter({ visible: true });

/** The approval queues show how many rows wait, as the server counts them. */
test.describe('Queue totals', () => {
  for (const programme of [STUDENTS, STAFF]) {
    test(`${programme.route}: each tab shows the server's total, and a search's`, async ({ page }) => {
      const screen = new RegistrationScreen(page, programme);
      const pending = await screen.open('pending');
      expect(pending.total).toBeGreaterThan(pending.rows.length);
      await expect(countText(page, pending.total, 'pending')).toBeVisible();

      const approved = await screen.selectTab('Approved');
      await expect(countText(page, approved.total, 'approved')).toBeVisible();
      const rejected = await screen.selectTab('Rejected');
      await expect(countText(page, rejected.total, 'rejected')).toBeVisible();

      await screen.selectTab('Pending');
      const first = pending.rows[0];
      if (!first) throw new Error('no pending rows');
      const found = await screen.search(first.email, 'pending');
      expect(found.page.total).toBe(1);
      await expect(countText(page, 1, 'pending')).toBeVisible();
    });
  }

  test('/inviteusers: the Invited and Registered tabs show the server totals', async ({ page }) => {
    const invitedAnswer = page.waitForResponse(isCallOf(inviteUsersContract.invitedList));
    await page.goto('/inviteusers');
    await page.getByRole('tab', { name: 'Invited', exact: true }).click();
    const invited = (await (await invitedAnswer).json()) as CallResponse<typeof inviteUsersContract.invitedList>;
    await expect(countText(page, invited.total, 'invited')).toBeVisible();

    const registeredAnswer = page.waitForResponse(isCallOf(inviteUsersContract.registeredList));
    await page.getByRole('tab', { name: 'Registered', exact: true }).click();
    const registered = (await (await registeredAnswer).json()) as CallResponse<typeof inviteUsersContract.registeredList>;
    await expect(countText(page, registered.total, 'registered')).toBeVisible();
  });
});
