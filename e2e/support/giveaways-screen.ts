import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { giveawaysContract } from '@console/contracts/giveaways.contract';
import { pathOfCall } from './api';
import { usDay } from './registration-codes-screen';

export const GIVEAWAYS_PATH = pathOfCall(giveawaysContract.create);
export const LIST_PATH = pathOfCall(giveawaysContract.list);
export const REPORT_PATH = pathOfCall(giveawaysContract.report);

/** docs/functions/codes-credits-knot-giveaways.md §3 giveaway. */
export interface Giveaway {
  id: number;
  name: string;
  description: string | null;
  startDate: string | null;
  endDate: string | null;
  registrationCount: number | null;
  /** The public entry page, by its unguessable token. */
  entryPath: string;
}

export interface GiveawayPage {
  status: boolean;
  msg: string;
  hasPrevious: boolean;
  hasNext: boolean;
  total: number;
  list: Giveaway[];
}

const pathIs = (url: string, path: string) => new URL(url).pathname === path;

/** The Giveaways screen (docs/functions/codes-credits-knot-giveaways.md §2.4). */
export class GiveawaysScreen {
  constructor(readonly page: Page) {}

  /** The next list call with a page (the report's selector calls it without). */
  listResponse() {
    return this.page.waitForResponse(
      (r) => r.request().method() === 'GET' && pathIs(r.url(), LIST_PATH) && new URL(r.url()).searchParams.has('page'),
    );
  }

  async open(): Promise<{ answer: GiveawayPage; request: Request }> {
    const response = this.listResponse();
    await this.page.goto('/giveaways');
    const res = await response;
    expect(res.status()).toBe(200);
    return { answer: (await res.json()) as GiveawayPage, request: res.request() };
  }

  params(request: Request): URLSearchParams {
    return new URL(request.url()).searchParams;
  }

  names(): Locator {
    return this.page.locator('[role="gridcell"][col-id="name"]');
  }

  banner(): Locator {
    // The titled banner of docs/functions/codes-credits-knot-giveaways.md (ui/banner.tsx names its tone in data-status); toasts live
    // outside main.
    return this.page.getByRole('main').locator('[data-status]');
  }

  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  async fill(
    dialog: Locator,
    values: { name?: string; description?: string; start?: string; end?: string; count?: string },
  ): Promise<void> {
    if (values.name !== undefined) await dialog.getByLabel('Name').fill(values.name);
    if (values.description !== undefined) await dialog.getByLabel('Description').fill(values.description);
    if (values.start !== undefined) {
      await dialog.getByRole('checkbox', { name: 'Start Date' }).check();
      await dialog.getByRole('textbox', { name: 'Start Date' }).fill(usDay(values.start));
    }
    if (values.end !== undefined) {
      await dialog.getByRole('checkbox', { name: 'End Date' }).check();
      await dialog.getByRole('textbox', { name: 'End Date' }).fill(usDay(values.end));
    }
    if (values.count !== undefined) await dialog.getByLabel('Registration Count').fill(values.count);
  }

  /** Clicks a dialog button and answers the call it makes. */
  async press(dialog: Locator, button: string, method: 'POST' | 'PATCH' | 'DELETE') {
    const response = this.page.waitForResponse(
      (r) => r.request().method() === method && new URL(r.url()).pathname.startsWith(GIVEAWAYS_PATH),
    );
    await dialog.getByRole('button', { name: button, exact: true }).click();
    const res = await response;
    return {
      status: res.status(),
      body: res.request().postDataJSON() as Record<string, unknown> | null,
      answer: (await res.json()) as { status: boolean; msg: string; giveaway?: Giveaway },
    };
  }
}
