import { expect, type Locator, type Page, type Request } from '@playwright/test';
import type { CallResponse } from '@console/contracts/common/call';
import { eventsContract, type EventBodyInput, type EventInviteRow } from '@console/contracts/events.contract';
import { apiFor, pathOfCall, type ApiAnswer } from './api';
import { columnHeaders } from './grid-headers';
import { SHOP_ZONE } from './shop-clock';

/** docs/functions/people-invites-events.md §3 Event and event invite rows as the API answers them. */
export type { EventRow } from '@console/contracts/events.contract';
export type InviteRow = EventInviteRow;
export type InvitePage = CallResponse<typeof eventsContract.inviteList>;

/** docs/functions/people-invites-events.md §9: events and event invites show MM/DD/YYYY h:mm:ss A, on the shop's clock. */
export const EVENT_TIME = /^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}:\d{2} (AM|PM)$/;

const wallFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** An instant on the shop's wall clock, as numbers (month 1–12, hours 0–23). */
function shopClockOf(when: Date) {
  const p = Object.fromEntries(wallFormat.formatToParts(when).map((part) => [part.type, Number(part.value)]));
  return { year: p.year ?? 0, month: p.month ?? 0, day: p.day ?? 0, hours: p.hour ?? 0, minutes: p.minute ?? 0, seconds: p.second ?? 0 };
}

const pad = (n: number) => String(n).padStart(2, '0');

export function eventTimeText(iso: string): string {
  const c = shopClockOf(new Date(iso));
  return `${pad(c.month)}/${pad(c.day)}/${c.year} ${c.hours % 12 || 12}:${pad(c.minutes)}:${pad(c.seconds)} ${c.hours < 12 ? 'AM' : 'PM'}`;
}

const pathIs = (url: string, path: string) => new URL(url).pathname === path;

/**
 * Calls of docs/functions/people-invites-events.md §7 for test setup and checks, through the events contract with the page's identity
 * headers.
 */
export async function eventsApi(page: Page) {
  const api = await apiFor(page);
  const ok = <T>(what: string, answer: ApiAnswer<T>): T => {
    expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBe(200);
    return answer.body;
  };
  return {
    list: async () => ok('events list', await api.call(eventsContract.list)),
    create: async (name: string, over: Partial<EventBodyInput> = {}) =>
      ok(
        'event create',
        await api.call(eventsContract.create, {
          body: {
            name,
            description: `About ${name}.`,
            dateFrom: '2031-03-04T15:00:00.000Z',
            dateTo: '2031-03-04T18:30:00.000Z',
            active: true,
            ...over,
          },
        }),
      ),
    invite: async (eventId: number, firstName: string, email: string) =>
      ok('event invite', await api.call(eventsContract.inviteUser, { params: { eventId }, body: { firstName, lastName: 'Guest', email } })),
    /** The first 100 invites; `registered` '1' or '0' keeps to one tab. */
    invites: async (eventId: number, registered?: '0' | '1') =>
      ok('event invites', await api.call(eventsContract.inviteList, { params: { eventId }, query: { pageSize: 100, registered } })),
  };
}

/** The Events page and its dialogs as an operator sees them (only what is visible). */
export class EventsScreen {
  constructor(readonly page: Page) {}

  request(method: string, path: string | RegExp): Promise<Request> {
    return this.page.waitForRequest(
      (r) => r.method() === method && (typeof path === 'string' ? pathIs(r.url(), path) : path.test(new URL(r.url()).pathname)),
    );
  }

  async open(): Promise<void> {
    const answer = this.page.waitForResponse((r) => pathIs(r.url(), pathOfCall(eventsContract.list)));
    await this.page.goto('/events');
    expect((await answer).status()).toBe(200);
  }

  button(name: string, within: Page | Locator = this.page): Locator {
    return within.getByRole('button', { name, exact: true }).filter({ visible: true });
  }

  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  grid(within: Page | Locator = this.page): Locator {
    return within.locator('[role="grid"], [role="treegrid"]').filter({ visible: true });
  }

  /** The grid rows (row containers of every pinned part), by the text of a cell. */
  row(text: string, within: Page | Locator = this.page): Locator {
    return within.locator('[role="row"][row-index]').filter({ visible: true }).filter({ hasText: text });
  }

  /** The row's action buttons live in the same row (no pinned columns). */
  rowButton(text: string, name: string): Locator {
    return this.row(text).getByRole('button', { name, exact: true });
  }

  /** A column's visible cells: assert on them with expect(...).toHaveText, which waits for a page change to land. */
  cells(colId: string, within: Page | Locator = this.page): Locator {
    return within.locator(`[role="gridcell"][col-id="${colId}"]`).filter({ visible: true });
  }

  /** The texts of a column as they are now: only after an assertion has waited for the page. */
  cellTexts(colId: string, within: Page | Locator = this.page): Promise<string[]> {
    return this.cells(colId, within).allInnerTexts();
  }

  /** Moves page by page to the one listing `id` (the list order is the API's), waiting for each page to show. */
  async pageTo(ids: readonly string[], id: string): Promise<void> {
    const index = ids.indexOf(id);
    if (index < 0) throw new Error(`no event ${id} in the list`);
    for (let page = 1; page <= Math.floor(index / 10); page++) {
      await this.button('Next').click();
      await expect(this.cells('id').first()).toHaveText(ids[page * 10] ?? '');
    }
  }

  columnHeaders(within: Page | Locator = this.page): Promise<string[]> {
    return columnHeaders(within);
  }

  /** The open calendar of a date field (Mantine renders it in a portal, outside the dialog). */
  calendar(): Locator {
    return this.page.locator('[data-dates-dropdown]').filter({ visible: true });
  }

  /**
   * Types an event's start or end as an operator does: the day as MM/DD/YYYY into 'Date From'/'Date To'
   * (or picked from its calendar with `pickDay`), then the clock time into 'Time From'/'Time To' as the
   * keys hh, mm and A/P, all on the shop's clock (whatever the browser's zone).
   */
  async enterTime(dialog: Locator, which: 'From' | 'To', when: Date, { pickDay = false } = {}): Promise<void> {
    const day = dialog.getByLabel(`Date ${which}`, { exact: true });
    const c = shopClockOf(when);
    const typed = `${pad(c.month)}/${pad(c.day)}/${c.year}`;
    if (pickDay) await this.pickDay(day, when);
    else {
      await day.fill(typed);
      await day.press('Tab');
    }
    await expect(day).toHaveValue(typed);
    const time = dialog.getByLabel(`Time ${which}`, { exact: true });
    const hours = c.hours;
    // Focus starts at the hours; each whole part moves on to the next.
    await time.focus();
    await time.pressSequentially(`${pad(hours % 12 || 12)}${pad(c.minutes)}${hours < 12 ? 'A' : 'P'}`);
    await expect(time).toHaveValue(`${pad(hours)}:${pad(c.minutes)}`);
  }

  /** Opens the date field's calendar, moves on to the month of `when` and clicks its day; the calendar closes. */
  private async pickDay(field: Locator, when: Date): Promise<void> {
    await field.click();
    const c = shopClockOf(when);
    const dayName = `${c.day} ${when.toLocaleString('en-US', { month: 'long', timeZone: SHOP_ZONE })} ${c.year}`;
    const day = this.calendar().getByRole('button', { name: dayName, exact: true });
    // Count days only once the calendar shows, and after each move only once the new month shows:
    // counting earlier would move past the wanted month.
    const level = this.calendar().locator('[class*="calendarHeaderLevel"]');
    await expect(level).toBeVisible();
    for (let i = 0; i < 24 && !(await day.count()); i++) {
      const shown = await level.innerText();
      await this.calendar().getByRole('button', { name: 'Next month' }).click();
      await expect(level).not.toHaveText(shown);
    }
    await day.first().click();
    await expect(this.calendar()).toBeHidden();
  }
}
