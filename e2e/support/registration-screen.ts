import { expect, type Download, type Locator, type Page, type Request, type Response } from '@playwright/test';
import { readXlsx } from './xlsx';
import { SEARCH_HINT, TAB_STATUS, type CustomerPage, type Programme, type Status, type TabName } from './registrations';
import { shownRowWith } from './grid-rows';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Exactly this text, as a `hasText` filter. */
export function exactText(text: string): RegExp {
  return new RegExp(`^\\s*${escapeRegExp(text)}\\s*$`);
}

/**
 * The Students or Staff screen as a user sees it. Every tab stays mounted and hidden ones are not
 * visible, so each locator keeps to what is visible: the selected tab's controls and grid.
 */
export class RegistrationScreen {
  constructor(
    readonly page: Page,
    readonly programme: Programme,
  ) {}

  /** A list call: POST with the search, or the spec's GET /api/staffs/disabled for the first rejected-staff page. */
  private isList(url: string, method: string, status: Status): boolean {
    return (method === 'POST' || method === 'GET') && new URL(url).pathname === `${this.programme.listPath}/${status}`;
  }

  listRequest(status: Status, timeout?: number): Promise<Request> {
    return this.page.waitForRequest((r) => this.isList(r.url(), r.method(), status), { timeout });
  }

  listResponse(status: Status): Promise<Response> {
    return this.page.waitForResponse((r) => this.isList(r.url(), r.request().method(), status));
  }

  /** Opens the screen and answers the first page the selected tab loaded. */
  async open(firstTab: Status = 'pending'): Promise<CustomerPage> {
    const answer = this.listResponse(firstTab);
    await this.page.goto(this.programme.route);
    const response = await answer;
    expect(response.status()).toBe(200);
    return (await response.json()) as CustomerPage;
  }

  tab(name: TabName): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  async selectTab(name: TabName): Promise<CustomerPage> {
    const answer = this.listResponse(TAB_STATUS[name]);
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute('aria-selected', 'true');
    return (await (await answer).json()) as CustomerPage;
  }

  visible(locator: Locator): Locator {
    return locator.filter({ visible: true });
  }

  searchBox(): Locator {
    return this.visible(this.page.getByPlaceholder(SEARCH_HINT));
  }

  button(name: string): Locator {
    return this.visible(this.page.getByRole('button', { name, exact: true }));
  }

  text(text: string): Locator {
    return this.visible(this.page.getByText(text, { exact: true }));
  }

  /** Types the text and runs the search with Enter or the Search button; answers the list request and its page. */
  async search(text: string, status: Status, how: 'enter' | 'button' = 'enter'): Promise<{ request: Request; page: CustomerPage }> {
    await this.searchBox().fill(text);
    const request = this.listRequest(status);
    const answer = this.listResponse(status);
    if (how === 'enter') await this.searchBox().press('Enter');
    else await this.button('Search').click();
    const response = await answer;
    const found = (await response.json()) as CustomerPage;
    // The answer has arrived; wait until the grid shows it, so a row looked up next belongs to this answer
    // (not to the page before the search, whose rows sit at other positions).
    if (response.ok()) {
      const first = found.rows[0];
      if (first) await expect(this.emailAt(0)).toHaveText(first.email);
      else await expect(this.emailCells()).toHaveCount(0);
    }
    return { request: await request, page: found };
  }

  emailCells(): Locator {
    return this.visible(this.page.locator('[role="gridcell"][col-id="email"]'));
  }

  emailCell(email: string): Locator {
    return this.emailCells().filter({ hasText: exactText(email) });
  }

  /** The e-mail shown in the row at a position of the grid. */
  emailAt(index: number): Locator {
    return this.visible(this.page.locator(`[role="row"][row-index="${index}"] [role="gridcell"][col-id="email"]`));
  }

  /** The e-mails of the rows shown, in row order. */
  async shownEmails(): Promise<string[]> {
    return this.columnTexts('Email');
  }

  columnHeader(header: string): Locator {
    return this.visible(this.page.getByRole('columnheader', { name: header, exact: true }));
  }

  /** The texts of a column in row order, found through the header's column index. */
  async columnTexts(header: string): Promise<string[]> {
    const colIndex = await this.columnHeader(header).getAttribute('aria-colindex');
    const cells = this.visible(this.page.locator(`[role="row"][row-index] [role="gridcell"][aria-colindex="${colIndex}"]`));
    const pairs = await cells.evaluateAll((els) =>
      els.map((el) => [Number(el.closest('[role="row"]')?.getAttribute('row-index')), (el.textContent ?? '').trim()] as const),
    );
    return [...pairs].sort((a, b) => a[0] - b[0]).map((p) => p[1]);
  }

  /** The row showing this e-mail. */
  async row(email: string): Promise<Locator> {
    return shownRowWith(this.page, this.emailCell(email));
  }

  async cellOf(email: string, header: string): Promise<Locator> {
    const colIndex = await this.columnHeader(header).getAttribute('aria-colindex');
    return (await this.row(email)).locator(`[role="gridcell"][aria-colindex="${colIndex}"]`);
  }

  async rowButton(email: string, name: string): Promise<Locator> {
    return (await this.row(email)).getByRole('button', { name, exact: true });
  }

  previousButton(): Locator {
    return this.button('Previous');
  }

  nextButton(tab: TabName): Locator {
    return this.button(this.programme.nextLabel(tab));
  }

  exportButton(): Locator {
    return this.button('Export Excel');
  }

  /** Clicks 'Export Excel' and answers the download with the export call's request. */
  async exportExcel(status: Status): Promise<{ download: Download; request: Request }> {
    const request = this.page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === `${this.programme.exportPath}/${status}`,
    );
    const download = this.page.waitForEvent('download');
    await this.exportButton().click();
    return { download: await download, request: await request };
  }

  /** Exports the selected tab and reads the file back; `pathFor` names where the file is kept. */
  async exportFile(
    status: Status,
    pathFor: (fileName: string) => string,
  ): Promise<{ fileName: string; rows: string[][]; requestBody: unknown }> {
    const { download, request } = await this.exportExcel(status);
    const fileName = download.suggestedFilename();
    const file = pathFor(fileName);
    await download.saveAs(file);
    return { fileName, rows: readXlsx(file), requestBody: request.postDataJSON() };
  }

  /** A marker in the window: gone after the page reloads. */
  async markDocument(): Promise<void> {
    await this.page.evaluate(() => {
      (window as unknown as { e2eMarker?: boolean }).e2eMarker = true;
    });
  }

  async documentReloaded(): Promise<boolean> {
    return this.page.evaluate(() => (window as unknown as { e2eMarker?: boolean }).e2eMarker !== true);
  }
}
