import { expect, test, type Page } from '@playwright/test';
import { apiFor } from './api';
import { RegistrationScreen } from './registration-screen';
import { describeRegistrationChanges } from './registration-change-tests';
import {
  CHANGES_NOTE,
  PAGE_SIZE,
  SEARCH_HINT,
  TABS,
  TAB_STATUS,
  displayDate,
  uploadThroughApi,
  type CustomerPage,
  type Programme,
} from './registrations';
import { columnHeaders } from './grid-headers';

/**
 * The tests the Students and Staff screens share (docs/functions/shell-students-staff.md §2.3: 'a parallel of the Students
 * screen'). The two screens are one component, so the shared core runs once, over Students; Staff runs what is its own. Folded
 * to keep CI under 20 minutes:
 * - once, over Students: paging on Pending and Rejected (and Approved), the loading overlay, date and e-mail search,
 *   Export Excel only with rows, the refresh button, sorting, the search hint on each tab; the Approve/Reject moves,
 *   the sync, Close and Escape on the edit dialog, today's dates for a customer without STP dates, the template download.
 * - per programme: title, breadcrumb, red note, columns and row and header heights; paging on a tab whose next button
 *   reads otherwise (Staff's Approved: 'To Next'); the tab cookie; the edit dialog (its fields, its update call);
 *   the upload (its file type and upload call).
 */
export function describeRegistrationScreen(programme: Programme, core: 'with the shared core' | 'own checks only'): void {
  const withCore = core === 'with the shared core';
  describeRegistrationList(programme, withCore);
  describeRegistrationChanges(programme, withCore);
}

/** What the screen shows: layout, paging, search, overlays, export visibility, the tab cookie, sorting. */
function describeRegistrationList(programme: Programme, withCore: boolean): void {
  const screenOf = (page: Page) => new RegistrationScreen(page, programme);

  test('shows the title, breadcrumb, red note, search hint and the grid columns', async ({ page }) => {
    const screen = screenOf(page);
    const first = await screen.open();
    await expect(page.getByRole('heading', { name: programme.title, exact: true })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(screen.tab('Pending')).toHaveAttribute('aria-selected', 'true');

    const note = screen.text(CHANGES_NOTE);
    await expect(note).toBeVisible();
    const [r, g, b] = (await note.evaluate((el) => getComputedStyle(el).color)).match(/\d+/g)?.map(Number) ?? [];
    expect(r, 'the changes note is red').toBeGreaterThan(150);
    expect(Math.max(g ?? 255, b ?? 255), 'the changes note is red').toBeLessThan(130);

    await expect(screen.searchBox()).toBeVisible();
    await screen.searchBox().pressSequentially('x'.repeat(61));
    await expect(screen.searchBox(), 'search text is at most 60 characters').toHaveValue('x'.repeat(60));

    await expect.poll(async () => (await columnHeaders(page)).slice(0, programme.columns.length)).toEqual(programme.columns);
    if (!programme.hasDiscountLimit) expect(await columnHeaders(page), 'staff: no Course column').not.toContain('Course');

    const row0 = first.rows[0];
    if (!row0) throw new Error('no pending rows');
    await expect(screen.emailAt(0)).toHaveText(row0.email);
    const created = await screen.columnTexts('Create Date');
    expect(created[0], 'Create Date shows MM/DD/YYYY').toBe(displayDate(row0.createdAt));
    const rowBox = await screen.visible(page.locator('[role="row"][row-index="0"]')).first().boundingBox();
    const headerBox = await screen
      .visible(page.getByRole('row').filter({ has: page.getByRole('columnheader') }))
      .first()
      .boundingBox();
    expect(Math.round(rowBox?.height ?? 0), 'row height').toBe(programme.rowHeight);
    expect(Math.round(headerBox?.height ?? 0), 'header height').toBe(programme.headerHeight);
  });

  // Staff's Approved tab reads 'To Next': paging runs there per programme; every tab's paging is core.
  for (const tab of TABS.filter((t) => withCore || programme.nextLabel(t) !== 'Next')) {
    test(`pages forward and back on the ${tab} tab`, async ({ page }) => {
      const screen = screenOf(page);
      const status = TAB_STATUS[tab];
      let first: CustomerPage = await screen.open();
      if (tab !== 'Pending') first = await screen.selectTab(tab);
      expect(first.rows).toHaveLength(PAGE_SIZE);
      const firstEmail = first.rows[0]?.email ?? '';
      await expect(screen.emailAt(0)).toHaveText(firstEmail);
      await expect(screen.nextButton(tab)).toBeEnabled();
      await expect(screen.previousButton()).toBeDisabled();

      const nextRequest = screen.listRequest(status);
      const nextAnswer = screen.listResponse(status);
      await screen.nextButton(tab).click();
      const nextUrl = new URL((await nextRequest).url());
      expect(nextUrl.searchParams.get('direction')).toBe('next');
      expect(nextUrl.searchParams.get('last_id')).toBe(first.nextCursor);
      const second = (await (await nextAnswer).json()) as CustomerPage;
      await expect(screen.emailAt(0)).toHaveText(second.rows[0]?.email ?? '');
      expect(second.rows[0]?.email).not.toBe(firstEmail);
      await expect(screen.previousButton()).toBeEnabled();
      if (second.hasNextPage) await expect(screen.nextButton(tab)).toBeEnabled();
      else await expect(screen.nextButton(tab)).toBeDisabled();

      const backRequest = screen.listRequest(status);
      await screen.previousButton().click();
      const backUrl = new URL((await backRequest).url());
      expect(backUrl.searchParams.get('direction')).toBe('previous');
      expect(backUrl.searchParams.get('last_id')).toBe(second.previousCursor);
      await expect(screen.emailAt(0)).toHaveText(firstEmail);
      await expect(screen.previousButton()).toBeDisabled();
      expect(await screen.shownEmails()).toEqual(first.rows.map((r) => r.email));
    });
  }

  test('the selected tab is remembered in its cookie', async ({ page }) => {
    const screen = screenOf(page);
    await screen.open();
    await expect(screen.tab('Pending')).toHaveAttribute('aria-selected', 'true');
    await screen.selectTab('Approved');
    const cookie = async () => (await page.context().cookies()).find((c) => c.name === programme.tabCookie)?.value;
    expect(await cookie()).toBe('1');
    const approved = screen.listResponse('approved');
    await page.reload();
    await approved;
    await expect(screen.tab('Approved')).toHaveAttribute('aria-selected', 'true');
    await screen.selectTab('Rejected');
    expect(await cookie()).toBe('2');
  });

  if (!withCore) return;

  test('shows the loading overlay while a list loads', async ({ page }) => {
    const screen = screenOf(page);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname === `${programme.listPath}/pending`,
      async (route) => {
        await gate;
        await route.continue();
      },
    );
    await page.goto(programme.route);
    await expect(screen.text('Please wait while loading')).toBeVisible();
    release();
    await expect(screen.emailAt(0)).toBeVisible();
    await expect(screen.text('Please wait while loading')).toBeHidden();
  });

  test('a valid MM/DD/YYYY date searches by date, sent as DD-MM-YYYY; other text by e-mail', async ({ page }) => {
    const screen = screenOf(page);
    const first = await screen.open();
    const row = first.rows[3];
    if (!row) throw new Error('no pending rows');
    const [y, m, d] = row.createdAt.slice(0, 10).split('-');
    const { request, page: found } = await screen.search(`${m}/${d}/${y}`, 'pending', 'enter');
    expect(request.postDataJSON()).toEqual({ searchType: 'Date', searchValue: `${d}-${m}-${y}` });
    await expect(screen.emailCell(row.email)).toBeVisible();
    const dates = await screen.columnTexts('Create Date');
    expect(dates.length).toBe(found.rows.length);
    expect(new Set(dates)).toEqual(new Set([displayDate(row.createdAt)]));

    // Ten characters that are not a real date are an e-mail search with the raw text.
    const { request: notADate } = await screen.search('02/30/2021', 'pending', 'enter');
    expect(notADate.postDataJSON()).toEqual({ searchType: 'Email', searchValue: '02/30/2021' });
    await expect(screen.text('No Records Found')).toBeVisible();
  });

  test('an e-mail search sends the raw text and shows only the matching rows', async ({ page }) => {
    const screen = screenOf(page);
    const first = await screen.open();
    const email = first.rows[7]?.email ?? '';
    const typed = email.toUpperCase();
    const { request } = await screen.search(typed, 'pending', 'button');
    expect(request.postDataJSON()).toEqual({ searchType: 'Email', searchValue: typed });
    await expect(screen.emailCells()).toHaveCount(1);
    await expect(screen.emailCell(email)).toBeVisible();
  });

  test("'Export Excel' shows only when the grid has rows", async ({ page }) => {
    const screen = screenOf(page);
    await screen.open();
    await expect(screen.exportButton()).toBeVisible();
    await screen.search(`nobody-${Date.now()}@nowhere.example`, 'pending');
    await expect(screen.text('No Records Found')).toBeVisible();
    await expect(screen.emailCells()).toHaveCount(0);
    await expect(screen.exportButton()).toHaveCount(0);
  });

  test('the refresh button reloads the page', async ({ page }) => {
    const screen = screenOf(page);
    await screen.open();
    await screen.markDocument();
    const again = screen.listResponse('pending');
    await screen.button('Refresh').click();
    await again;
    await expect.poll(() => screen.documentReloaded().catch(() => false)).toBe(true);
  });

  test('text columns sort ascending then descending, ignoring case', async ({ page }) => {
    const screen = screenOf(page);
    await screen.open();
    // Own rows, uploaded through the API: mixed case tells a case-insensitive order from a plain one.
    const prefix = `e2e-sort-${programme.name}-${Date.now()}-`;
    const names = [
      ['Carl', 'Mixed'],
      ['bella', 'lower'],
      ['Ada', 'Upper'],
    ];
    const api = await apiFor(page);
    const rows = names.map(([first, last], i) => ({
      'First Name': first ?? '',
      'Last Name': last ?? '',
      Email: `${prefix}${i}@uploads.example`,
    }));
    await uploadThroughApi(api, programme, rows, prefix);

    await screen.selectTab('Approved');
    await screen.search(prefix, 'approved');
    await screen.columnHeader('Name').click();
    const ascending = ['Ada Upper', 'bella lower', 'Carl Mixed'];
    await expect.poll(() => screen.columnTexts('Name'), { message: 'ascending' }).toEqual(ascending);
    await screen.columnHeader('Name').click();
    await expect.poll(() => screen.columnTexts('Name'), { message: 'descending' }).toEqual([...ascending].reverse());
  });

  test('the search hint reads as the spec says', async ({ page }) => {
    const screen = screenOf(page);
    await screen.open();
    for (const tab of TABS) {
      if (tab !== 'Pending') await screen.selectTab(tab);
      await expect(screen.searchBox(), `${tab} tab`).toHaveAttribute('placeholder', SEARCH_HINT);
      await expect(screen.text(CHANGES_NOTE), `${tab} tab`).toBeVisible();
    }
  });
}
