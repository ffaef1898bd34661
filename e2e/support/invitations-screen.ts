import { expect, type Locator, type Page, type Request, type Response } from '@playwright/test';
import { apiFor } from './api';
import { BASE_URL } from './env';
import { ListScreen } from './invitations-list-screen';
import {
  INVITED_SEARCH_HINT,
  listPathOf,
  personPage,
  type InvitationProgramme,
  type InvitationTab,
  type PersonPage,
} from './invitations-programmes';

export interface InvitePerson {
  first: string;
  last: string;
  email: string;
  tags?: string;
}

/** The site, tool-connect, partner or retiree screen (docs/functions/people-invites-events.md §2): tabs Invited and Registered. */
export class InvitationScreen extends ListScreen {
  constructor(
    page: Page,
    readonly programme: InvitationProgramme,
  ) {
    super(page, INVITED_SEARCH_HINT);
  }

  listRequest(tab: InvitationTab): Promise<Request> {
    return this.request('POST', listPathOf(this.programme, tab));
  }

  listResponse(tab: InvitationTab): Promise<Response> {
    return this.response('POST', listPathOf(this.programme, tab));
  }

  /** Opens the screen and answers the first page of the tab it opens on. */
  async open(firstTab: InvitationTab = 'Invited'): Promise<PersonPage> {
    const answer = this.listResponse(firstTab);
    await this.page.goto(this.programme.route);
    const response = await answer;
    expect(response.status()).toBe(200);
    return (await response.json()) as PersonPage;
  }

  tab(name: InvitationTab): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  async selectTab(name: InvitationTab): Promise<PersonPage> {
    const answer = this.listResponse(name);
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute('aria-selected', 'true');
    return (await (await answer).json()) as PersonPage;
  }

  searchTab(tab: InvitationTab, text: string): Promise<{ request: Request; page: PersonPage }> {
    return this.search<PersonPage>(listPathOf(this.programme, tab), text);
  }

  /**
   * Waits (through the API) until `count` rows match, since imports finish a moment after they
   * answer, then searches on the screen and expects them shown.
   */
  async searchUntil(tab: InvitationTab, text: string, count: number): Promise<void> {
    const api = await apiFor(this.page);
    const search = { searchValue: text, searchType: 'Email' } as const;
    await expect
      .poll(async () => (await personPage(api, this.programme, tab, search)).rows.length, { timeout: 20_000, intervals: [500, 1000, 2000] })
      .toBe(count);
    await this.searchTab(tab, text);
    await expect(this.emailCells()).toHaveCount(count);
  }

  async nameCell(email: string): Promise<Locator> {
    return this.cell(email, 'displayName');
  }

  async checkbox(email: string): Promise<Locator> {
    return (await this.row(email)).getByRole('checkbox');
  }

  reinviteButton(): Locator {
    return this.button('Reinvite User');
  }

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name, exact: true });
  }

  /** Opens 'Invite User' and answers its dialog. */
  async openInvite(): Promise<Locator> {
    await this.button('Invite User').click();
    const dialog = this.dialog('Invite User');
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async fillInvite(dialog: Locator, person: InvitePerson): Promise<void> {
    await dialog.getByLabel('First Name', { exact: true }).fill(person.first);
    await dialog.getByLabel('Last Name', { exact: true }).fill(person.last);
    await dialog.getByLabel('Email', { exact: true }).fill(person.email);
    if (person.tags !== undefined) await dialog.getByLabel('Tags', { exact: true }).fill(person.tags);
  }

  async tabCookie(): Promise<string | undefined> {
    return (await this.page.context().cookies()).find((c) => c.name === this.programme.tabCookie)?.value;
  }
}

/** docs/functions/people-invites-events.md §1: the shop is identified by the shopName cookie; this replaces it for the test's browser. */
export async function useShop(page: Page, shopName: string): Promise<void> {
  await page.context().addCookies([{ name: 'shopName', value: shopName, url: BASE_URL, sameSite: 'Strict' }]);
}
