import { expect, test, type Page } from '@playwright/test';
import { MAIL_LINK_SHOWN, mailContract } from '@console/contracts/mail.contract';
import { apiFor, isCallOf, type Api } from './support/api';
import { MailScreen, type MailRow } from './support/invitations-mail-screen';
import { SITE_USERS, personAt, type PersonRow } from './support/invitations-programmes';
import { exactText } from './support/registration-screen';

/** A choice of the Status filter (All, Queued, Sent, Failed). */
const statusFilter = (page: Page, name: string) => page.locator('label').filter({ hasText: exactText(name) });

/**
 * Sends the invitation of a demo invited site user again (a message of the test's own) without
 * adding rows to any list that another spec pages through at the same time.
 */
async function resendTo(api: Api, index: number): Promise<PersonRow> {
  const person = await personAt(api, SITE_USERS, 'Invited', index);
  const answer = await api.post(`${SITE_USERS.paths.sendInvite}/${person.id}`);
  expect(answer.status, `resending to ${person.email}`).toBe(200);
  return person;
}

/**
 * The Mail screen (docs/conventions.md 'How the server behaves'): every invitation e-mail is kept in the outbox, shown with its status and
 * can be sent again.
 */
test.describe('Mail screen', () => {
  test('an invitation shows with its recipient, subject and status Sent; the status filter keeps to it', async ({ page }) => {
    const mail = new MailScreen(page);
    await mail.open();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mail');
    const { email } = await resendTo(await apiFor(page), 15);

    await mail.expectStatus(email, 'Sent');
    const row = await mail.row(email);
    await expect(row.locator('[role="gridcell"][col-id="subject"]')).toContainText('Employee Store');

    const sentOnly = mail.listResponse();
    await statusFilter(page, 'Sent').click();
    const sentRequest = (await sentOnly).request().postDataJSON() as { status?: string };
    expect(sentRequest.status).toBe('sent');
    await expect(await mail.row(email)).toBeVisible();

    const failedOnly = mail.listResponse();
    await statusFilter(page, 'Failed').click();
    const failed = ((await (await failedOnly).json()) as { rows: MailRow[] }).rows;
    expect(failed.every((r) => r.status === 'failed')).toBe(true);
    await expect(page.locator('[role="gridcell"][col-id="to"]').filter({ hasText: email })).toHaveCount(0);
  });

  test("'Resend' sends a sent message once more", async ({ page }) => {
    const mail = new MailScreen(page);
    await mail.open();
    const { email } = await resendTo(await apiFor(page), 18);
    await mail.expectStatus(email, 'Sent');
    const before = (await mail.reload()).find((r) => r.to === email);
    if (!before) throw new Error(`no message to ${email}`);

    const resend = mail.page.waitForResponse(isCallOf(mailContract.resend, { id: before.id }));
    await (await mail.row(email)).getByRole('button', { name: 'Resend', exact: true }).click();
    expect((await resend).status()).toBe(200);
    // The answer names what was queued and for whom.
    await expect(page.getByRole('status').filter({ hasText: `Queued '${before.subject}' to ${email} to be sent again.` })).toBeVisible();
    await expect
      .poll(async () => (await mail.reload()).find((r) => r.id === before.id)?.attempts, { timeout: 20_000, intervals: [500, 1000, 2000] })
      .toBe(before.attempts + 1);
    await mail.expectStatus(email, 'Sent');
  });

  test("Details shows the message's text, with the place of its link", async ({ page }) => {
    const mail = new MailScreen(page);
    await mail.open();
    const { email, firstName } = await resendTo(await apiFor(page), 19);
    await mail.expectStatus(email, 'Sent');
    const detail = page.waitForResponse((r) => r.request().method() === 'GET' && /\/api\/mail\/\d+$/.test(new URL(r.url()).pathname));
    await (await mail.row(email)).getByRole('button', { name: `Details of the message to ${email}` }).click();
    expect((await detail).status()).toBe(200);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(`To ${email}`)).toBeVisible();
    const text = dialog.getByLabel('Message text');
    await expect(text).toContainText(firstName);
    await expect(text).toContainText(MAIL_LINK_SHOWN);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
