import { expect, test, type Page } from '@playwright/test';
import { apiFor } from './api';
import { expectReportName, reportRows } from './invitations-list-screen';
import {
  INVITATION_EXPORT_COLUMNS,
  INVITATION_TABS,
  PERSON_COLUMNS,
  exportPathOf,
  exportedPeople,
  personPage,
  type InvitationProgramme,
  type PersonPage,
} from './invitations-programmes';
import { InvitationScreen } from './invitations-screen';
import { CHANGES_NOTE, PAGE_SIZE, displayDate } from './registrations';

const NO_SEARCH = { searchValue: '', searchType: 'Email' };

/**
 * What every invitation screen shows in its own way (docs/functions/people-invites-events.md §2, §9): title per tab, tab cookie, its list
 * and export calls, report names. Runs for each programme.
 */
export function describeInvitationListOwn(programme: InvitationProgramme): void {
  const screenOf = (page: Page) => new InvitationScreen(page, programme);

  test(`title, tabs, hint and columns; the tab is remembered in the ${programme.tabCookie} cookie`, async ({ page }) => {
    const screen = screenOf(page);
    const first = await screen.open();
    await expect(screen.heading()).toHaveText(programme.title.Invited);
    await expect(screen.tab('Invited')).toHaveAttribute('aria-selected', 'true');
    await expect(screen.searchBox()).toBeVisible();
    await expect(screen.text(CHANGES_NOTE)).toBeVisible();
    await expect.poll(async () => (await screen.columnHeaders()).slice(0, PERSON_COLUMNS.length)).toEqual([...PERSON_COLUMNS]);
    const invitedHeaders = await screen.columnHeaders();
    expect(invitedHeaders, 'First and Last Name are hidden').not.toContain('First Name');
    expect(invitedHeaders).not.toContain('Last Name');
    const row0 = first.rows[0];
    if (!row0) throw new Error(`no invited ${programme.name} users`);
    await expect(screen.emailAt(0)).toHaveText(row0.email);
    await expect(await screen.cell(row0.email, 'displayName')).toHaveText(row0.displayName);
    await expect(await screen.cell(row0.email, 'createdAt'), 'Invited Date is MM/DD/YYYY').toHaveText(displayDate(row0.createdAt));
    for (const name of ['Invite User', 'Reinvite Excel', 'Export Excel']) await expect(screen.button(name)).toBeEnabled();
    await expect(screen.reinviteButton(), 'Reinvite User is disabled without a selection').toBeDisabled();
    const invitedCookie = await screen.tabCookie();

    const registered = await screen.selectTab('Registered');
    await expect(screen.heading()).toHaveText(programme.title.Registered);
    await expect(screen.searchBox()).toBeVisible();
    await expect(screen.text(CHANGES_NOTE)).toBeVisible();
    await expect.poll(() => screen.columnHeaders(), 'the Registered grid is read-only').toEqual([...PERSON_COLUMNS]);
    for (const name of ['Invite User', 'Reinvite User', 'Reinvite Excel', 'Edit', 'Resend'])
      await expect(screen.button(name), name).toHaveCount(0);
    await expect(screen.emailAt(0)).toHaveText(registered.rows[0]?.email ?? '');
    const registeredCookie = await screen.tabCookie();
    expect(registeredCookie, `${programme.tabCookie} is set`).toBeTruthy();
    expect(registeredCookie).not.toBe(invitedCookie);

    const again = screen.listResponse('Registered');
    await page.reload();
    expect((await again).status()).toBe(200);
    await expect(screen.tab('Registered')).toHaveAttribute('aria-selected', 'true');
    await expect(screen.heading()).toHaveText(programme.title.Registered);
    await screen.selectTab('Invited');
    expect(await screen.tabCookie()).not.toBe(registeredCookie);
  });

  const reportNames = INVITATION_TABS.map((tab) => `${programme.reports[tab] ?? 'a report'}_<timestamp>.xlsx`).join(' and ');
  test(`Export Excel on Invited and Registered downloads ${reportNames} with Name, Email, Tags, Created Date at row 9`, async ({
    page,
  }, testInfo) => {
    const screen = screenOf(page);
    await screen.open();
    const api = await apiFor(page);
    for (const tab of INVITATION_TABS) {
      if (tab !== 'Invited') await screen.selectTab(tab);
      const report = programme.reports[tab];
      const known = (await personPage(api, programme, tab)).rows[0];
      if (!known) throw new Error(`no ${tab} ${programme.name} users`);
      const total = (await exportedPeople(api, programme, tab)).length;

      const { fileName, rows, requestBody } = await screen.exportFile(exportPathOf(programme, tab), (name) =>
        testInfo.outputPath(`${tab}-${name}`),
      );
      expectReportName(fileName, report);
      expect(requestBody, tab).toEqual(NO_SEARCH);
      const data = reportRows(rows, INVITATION_EXPORT_COLUMNS);
      expect(data, tab).toHaveLength(total);
      const line = data.find((r) => r[1] === known.email);
      if (!line) throw new Error(`${known.email} is not in the ${tab} export`);
      expect(line[0]).toBe(known.displayName);
      for (const tag of known.tags) expect(line[2]).toContain(tag);
      expect(line[3], 'exports show YYYY-MM-DD').toBe(known.createdAt.slice(0, 10));
    }
  });
}

/**
 * The list behaviour the screens share through one component (docs/functions/people-invites-events.md §2: partner and retiree are 'same as
 * Users page'):
 * paging and search. Runs once, over the site programme; each programme's own list calls are checked by describeInvitationListOwn.
 */
export function describeInvitationListCore(programme: InvitationProgramme): void {
  const screenOf = (page: Page) => new InvitationScreen(page, programme);

  for (const tab of INVITATION_TABS) {
    test(`pages forward and back on the ${tab} tab`, async ({ page }) => {
      const screen = screenOf(page);
      let first: PersonPage = await screen.open();
      if (tab !== 'Invited') first = await screen.selectTab(tab);
      expect(first.rows).toHaveLength(PAGE_SIZE);
      const firstEmail = first.rows[0]?.email ?? '';
      await expect(screen.emailCells()).toHaveCount(PAGE_SIZE);
      await expect(screen.button('Previous')).toBeDisabled();
      await expect(screen.button('Next')).toBeEnabled();

      const nextRequest = screen.listRequest(tab);
      const nextAnswer = screen.listResponse(tab);
      await screen.button('Next').click();
      const nextUrl = new URL((await nextRequest).url());
      expect(nextUrl.searchParams.get('direction')).toBe('next');
      expect(nextUrl.searchParams.get('last_id')).toBe(first.nextCursor);
      const second = (await (await nextAnswer).json()) as PersonPage;
      await expect(screen.emailAt(0)).toHaveText(second.rows[0]?.email ?? '');
      expect(second.rows.map((r) => r.email)).not.toContain(firstEmail);
      await expect(screen.button('Previous')).toBeEnabled();
      if (second.hasNextPage) await expect(screen.button('Next')).toBeEnabled();
      else await expect(screen.button('Next')).toBeDisabled();

      const backRequest = screen.listRequest(tab);
      await screen.button('Previous').click();
      const backUrl = new URL((await backRequest).url());
      expect(backUrl.searchParams.get('direction')).toBe('previous');
      expect(backUrl.searchParams.get('last_id')).toBe(second.previousCursor);
      await expect(screen.emailAt(0)).toHaveText(firstEmail);
      await expect(screen.button('Previous')).toBeDisabled();
    });
  }

  test('search by e-mail and by invited date; no rows shows No Records Found and no Export Excel', async ({ page }) => {
    const screen = screenOf(page);
    const first = await screen.open();
    const known = first.rows[4];
    if (!known) throw new Error(`no invited ${programme.name} users`);

    await screen.searchBox().pressSequentially('x'.repeat(61));
    await expect(screen.searchBox(), 'search text is at most 60 characters').toHaveValue('x'.repeat(60));

    const byEmail = await screen.searchTab('Invited', known.email);
    expect(byEmail.request.postDataJSON()).toEqual({ searchValue: known.email, searchType: 'Email' });
    await expect(screen.emailCells()).toHaveCount(1);
    await expect(screen.emailCell(known.email)).toBeVisible();

    const day = displayDate(known.createdAt);
    const [mm, dd, yyyy] = day.split('/');
    const byDate = await screen.searchTab('Invited', day);
    expect(byDate.request.postDataJSON(), 'a date search is sent as DD-MM-YYYY').toEqual({
      searchValue: `${dd}-${mm}-${yyyy}`,
      searchType: 'Date',
    });
    expect(byDate.page.rows.length).toBeGreaterThan(0);
    expect(byDate.page.rows.every((r) => displayDate(r.createdAt) === day)).toBe(true);
    await expect(screen.emailCell(known.email)).toBeVisible();

    await screen.searchTab('Invited', `nobody-${Date.now()}@nowhere.example`);
    await expect(screen.text('No Records Found')).toBeVisible();
    await expect(screen.button('Export Excel')).toHaveCount(0);
  });
}
