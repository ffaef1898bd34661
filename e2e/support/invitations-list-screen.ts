import { expect, type Locator, type Page, type Request, type Response } from '@playwright/test';
import { exactText } from './registration-screen';
import { readXlsx } from './xlsx';
import { columnHeaders } from './grid-headers';
import { shownRowWith } from './grid-rows';

const pathIs = (url: string, path: string) => new URL(url).pathname === path;

/**
 * A cursor-paged list screen of docs/functions/people-invites-events.md as a user sees it: the visible search box, buttons, texts and
 * the grid's rows (hidden tabs and closed dialogs are left out by keeping to what is visible).
 */
export class ListScreen {
  constructor(
    readonly page: Page,
    readonly searchHint: string,
  ) {}

  request(method: string, path: string, timeout?: number): Promise<Request> {
    return this.page.waitForRequest((r) => r.method() === method && pathIs(r.url(), path), { timeout });
  }

  response(method: string, path: string): Promise<Response> {
    return this.page.waitForResponse((r) => r.request().method() === method && pathIs(r.url(), path));
  }

  visible(locator: Locator): Locator {
    return locator.filter({ visible: true });
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  searchBox(): Locator {
    return this.visible(this.page.getByPlaceholder(this.searchHint, { exact: true }));
  }

  button(name: string): Locator {
    return this.visible(this.page.getByRole('button', { name, exact: true }));
  }

  text(text: string): Locator {
    return this.visible(this.page.getByText(text, { exact: true }));
  }

  /** Types the text and presses Enter; answers the list request and its page. */
  async search<T>(listPath: string, text: string): Promise<{ request: Request; page: T }> {
    await this.searchBox().fill(text);
    const request = this.request('POST', listPath);
    const answer = this.response('POST', listPath);
    await this.searchBox().press('Enter');
    const response = await answer;
    expect(response.status()).toBe(200);
    return { request: await request, page: (await response.json()) as T };
  }

  emailCells(): Locator {
    return this.visible(this.page.locator('[role="gridcell"][col-id="email"]'));
  }

  emailCell(email: string): Locator {
    return this.emailCells().filter({ hasText: exactText(email) });
  }

  emailAt(index: number): Locator {
    return this.visible(this.page.locator(`[role="row"][row-index="${index}"] [role="gridcell"][col-id="email"]`));
  }

  /** The visible column headers, in order. */
  columnHeaders(): Promise<string[]> {
    return columnHeaders(this.page);
  }

  /** The row showing this e-mail. */
  async row(email: string): Promise<Locator> {
    return shownRowWith(this.page, this.emailCell(email));
  }

  async cell(email: string, colId: string): Promise<Locator> {
    return (await this.row(email)).locator(`[role="gridcell"][col-id="${colId}"]`);
  }

  async rowButton(email: string, name: string): Promise<Locator> {
    return (await this.row(email)).getByRole('button', { name, exact: true });
  }

  /** Clicks 'Export Excel', keeps the file where `pathFor` says and reads it back. */
  async exportFile(
    exportPath: string,
    pathFor: (fileName: string) => string,
  ): Promise<{ fileName: string; rows: string[][]; requestBody: unknown }> {
    const request = this.request('POST', exportPath);
    const download = this.page.waitForEvent('download');
    await this.button('Export Excel').click();
    const file = await download;
    const fileName = file.suggestedFilename();
    await file.saveAs(pathFor(fileName));
    return { fileName, rows: readXlsx(pathFor(fileName)), requestBody: (await request).postDataJSON() };
  }
}

/**
 * docs/functions/people-invites-events.md §9: a title and a created-on stamp above the headers, which are in row 9; answers the data rows.
 */
export function reportRows(rows: string[][], headers: readonly string[]): string[][] {
  const top = rows.slice(0, 8).flat().filter(Boolean);
  const stamp = top.find((t) => /created/i.test(t) && /\d/.test(t));
  expect(stamp, 'a created-on stamp above the headers').toBeTruthy();
  expect(top.filter((t) => t !== stamp).length, 'a title above the headers').toBeGreaterThan(0);
  expect((rows[8] ?? []).slice(0, headers.length + 1), 'the headers in row 9').toEqual([...headers]);
  return rows.slice(9).filter((r) => r.some(Boolean));
}

/** `<report>_<timestamp>.xlsx`. */
export function expectReportName(fileName: string, report: string | undefined): void {
  if (report) expect(fileName.startsWith(`${report}_`), fileName).toBe(true);
  expect(fileName).toMatch(/_\d[\d_-]*\.xlsx$/);
}
