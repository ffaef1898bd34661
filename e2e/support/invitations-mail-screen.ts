import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { exactText } from './registration-screen';

export const MAIL_LIST_PATH = '/api/mail/list';

/** A message as the mail list answers it. */
export interface MailRow {
  id: number;
  to: string;
  subject: string;
  kind: string;
  status: 'queued' | 'sent' | 'failed';
  attempts: number;
}

/** The Mail screen (`/mail`): the embedded outbox, newest first. */
export class MailScreen {
  constructor(readonly page: Page) {}

  listResponse(): Promise<Response> {
    return this.page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === MAIL_LIST_PATH);
  }

  async open(): Promise<MailRow[]> {
    const answer = this.listResponse();
    await this.page.goto('/mail');
    const response = await answer;
    expect(response.status()).toBe(200);
    return ((await response.json()) as { rows: MailRow[] }).rows;
  }

  async reload(): Promise<MailRow[]> {
    const answer = this.listResponse();
    await this.page.getByRole('button', { name: 'Reload', exact: true }).click();
    return ((await (await answer).json()) as { rows: MailRow[] }).rows;
  }

  /** The newest message to this address: every part of its row. */
  async row(to: string): Promise<Locator> {
    const cell = this.page.locator('[role="gridcell"][col-id="to"]').filter({ hasText: exactText(to) }).first();
    await expect(cell).toBeVisible();
    const index = await cell.locator('xpath=ancestor::*[@role="row"][1]').getAttribute('row-index');
    return this.page.locator(`[role="row"][row-index="${index}"]`);
  }

  async status(to: string): Promise<string> {
    // The text, not the rendered (upper-case) letters of the badge.
    return ((await (await this.row(to)).locator('[role="gridcell"][col-id="status"]').textContent()) ?? '').trim();
  }

  /** Reloads the list until the newest message to this address shows `status` (sending is a job). */
  async expectStatus(to: string, status: string): Promise<void> {
    await expect
      .poll(
        async () => {
          const rows = await this.reload();
          return rows.some((r) => r.to === to) ? this.status(to) : 'not listed';
        },
        { timeout: 20_000, intervals: [500, 1000, 2000] },
      )
      .toBe(status);
  }
}
