import { expect, type Locator, type Page, type Response } from '@playwright/test';
import type { CallResponse } from '@console/contracts/common/call';
import { mailContract } from '@console/contracts/mail.contract';
import { isCallOf } from './api';
import { exactText } from './registration-screen';

/** A message as the mail list answers it. */
export type MailRow = CallResponse<typeof mailContract.list>['rows'][number];

/** The Mail screen (`/mail`): the embedded outbox, newest first. */
export class MailScreen {
  constructor(readonly page: Page) {}

  listResponse(): Promise<Response> {
    return this.page.waitForResponse(isCallOf(mailContract.list));
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
    await this.page.getByRole('button', { name: 'Refresh', exact: true }).click();
    return ((await (await answer).json()) as { rows: MailRow[] }).rows;
  }

  /** The newest message to this address: every part of its row. */
  async row(to: string): Promise<Locator> {
    const cell = this.page
      .locator('[role="gridcell"][col-id="to"]')
      .filter({ hasText: exactText(to) })
      .first();
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
