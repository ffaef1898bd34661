import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { registrationCodesContract } from '@console/contracts/registration-codes.contract';
import { pathOfCall, pathPrefixOfCall } from './api';

export const LIST_PATH = pathOfCall(registrationCodesContract.list);
export const PARTNERS_PATH = pathOfCall(registrationCodesContract.partners);
export const CODE_PATH = pathOfCall(registrationCodesContract.create);
export const DOMAINS_PATH = pathPrefixOfCall(registrationCodesContract.emailDomains);
export const HISTORY_PATH = pathOfCall(registrationCodesContract.history);

/** docs/functions/codes-credits-knot-giveaways.md §3 registration code as the list answers it. */
export interface Code {
  id: number;
  registrationCode: string;
  startDate: string;
  endDate: string;
  partner: { id: number; name: string; handle: string };
  spendLimit: number | null;
  tags?: string[];
  maxRegistrationCount: number | null;
  currentRegistrationCount: number;
  emailDomains: string[];
}

const pathIs = (url: string, path: string) => new URL(url).pathname === path;

/** YYYY-MM-DD of today plus some days, and its MM/DD/YYYY form. */
export function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}
export function usDay(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${m}/${d}/${y}`;
}

/** The Registration Codes screen (docs/functions/codes-credits-knot-giveaways.md §2.1). */
export class CodesScreen {
  constructor(readonly page: Page) {}

  listResponse() {
    return this.page.waitForResponse((r) => r.request().method() === 'GET' && pathIs(r.url(), LIST_PATH));
  }

  async open(): Promise<{ list: Code[]; request: Request }> {
    const answer = this.listResponse();
    await this.page.goto('/registrationCodes');
    const response = await answer;
    expect(response.status()).toBe(200);
    return { list: ((await response.json()) as { list: Code[] }).list, request: response.request() };
  }

  statusLine(): Locator {
    return this.page.getByRole('status').filter({ hasNotText: 'Please wait' }).first();
  }

  addButton(): Locator {
    return this.page.getByRole('button', { name: 'Add new Registation Code', exact: true });
  }

  async chooseStatus(label: string): Promise<Request> {
    const request = this.page.waitForRequest((r) => r.method() === 'GET' && pathIs(r.url(), LIST_PATH));
    await this.page.getByRole('combobox', { name: 'Status' }).click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
    return request;
  }

  row(code: string): Locator {
    return this.page
      .locator('[role="row"]')
      .filter({ has: this.page.locator('[col-id="registrationCode"]', { hasText: new RegExp(`^${code}$`) }) });
  }

  cell(row: Locator, colId: string): Locator {
    return row.locator(`[role="gridcell"][col-id="${colId}"]`);
  }

  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  /** Fills the Add/Update form; only the fields given. */
  async fill(
    dialog: Locator,
    values: { code?: string; start?: string; end?: string; partner?: string; spendLimit?: string; maxCount?: string; tags?: string },
  ): Promise<void> {
    if (values.code !== undefined) await dialog.getByLabel('Registration Code').fill(values.code);
    if (values.start !== undefined) await dialog.getByLabel('Start Date').fill(usDay(values.start));
    if (values.end !== undefined) await dialog.getByLabel('End Date').fill(usDay(values.end));
    if (values.partner !== undefined) {
      await dialog.getByRole('combobox', { name: 'Partner' }).click();
      await this.page.getByRole('option', { name: values.partner, exact: true }).click();
    }
    if (values.spendLimit !== undefined) await dialog.getByLabel('Spend Limit').fill(values.spendLimit);
    if (values.maxCount !== undefined) await dialog.getByLabel('Max Registration Count').fill(values.maxCount);
    if (values.tags !== undefined) await dialog.getByLabel('Tags').fill(values.tags);
  }

  saveButton(dialog: Locator): Locator {
    return dialog.getByRole('button', { name: 'Save Changes', exact: true });
  }

  /** Clicks Save Changes and answers the request body and the response. */
  async save(
    dialog: Locator,
    method: 'POST' | 'PATCH',
  ): Promise<{ body: Record<string, unknown>; status: number; answer: { status: boolean; msg: string; data: Code } }> {
    const response = this.page.waitForResponse((r) => r.request().method() === method && new URL(r.url()).pathname.startsWith(CODE_PATH));
    await this.saveButton(dialog).click();
    const res = await response;
    return {
      body: res.request().postDataJSON() as Record<string, unknown>,
      status: res.status(),
      answer: (await res.json()) as { status: boolean; msg: string; data: Code },
    };
  }
}
