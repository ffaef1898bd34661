import type { Flag } from '@console/contracts/common/flags';
import { countText } from '@console/contracts/common/numbers';
import { jobOutcomeLabel } from '@console/contracts/jobs.contract';
import type { PaletteRecord } from '@console/contracts/palette.contract';
import type { ShopContext } from '../../app-context';
import { HttpError } from '../../platform/http-error';
import type { Operator } from '../../platform/operators';
import { couponsByCodePrefix } from '../coupons/coupons.service';
import { listAllEvents } from '../events/events.service';
import { listGiveawayPage } from '../giveaways/giveaways.service';
import { jobDetail } from '../jobs/jobs.service';
import { listRegistrationCodes } from '../registration-codes/registration-codes.service';

/** A few of each kind are enough to pick from; more means the operator types more. */
const PER_KIND = 3;
/** '42' or '#42': a job (or order) number as operators type it. */
const RECORD_NUMBER = /^#?\d{1,12}$/;

const holds = (operator: Operator, flag: Flag) => operator.flags.includes(flag);
const contains = (text: string, q: string) => text.toLowerCase().includes(q.toLowerCase());
/**
 * A list screen with the record searched (web/src/ui/list-url-state.ts): `tab` names the tab that lists
 * it, so the screen's remembered tab cannot hide it; screens without tabs take the search alone.
 */
const withSearch = (route: string, search: string, tab?: number) =>
  `${route}?${new URLSearchParams(tab === undefined ? { search } : { tab: String(tab), search }).toString()}`;
/** The List tab of Registration Codes, Manage Giveaways and the Events tab (every event not archived). */
const FIRST_TAB = 0;

/** '1 entry', '3 entries' ('1 entries'). */
export const entriesText = (count: number): string => countText(count, 'entry', 'entries');

/** Registration codes whose code contains the text (a shop has tens of codes, not millions). */
export async function registrationCodeRecords(ctx: ShopContext, operator: Operator, q: string): Promise<PaletteRecord[]> {
  if (!holds(operator, 'showRegistrationCodes')) return [];
  const { list } = await listRegistrationCodes(ctx, null);
  return list
    .filter((c) => contains(c.registrationCode, q))
    .slice(0, PER_KIND)
    .map((c) => ({
      kind: 'registration-code',
      title: c.registrationCode,
      detail: `${c.partner.name} · ${c.startDate} to ${c.endDate}`,
      href: withSearch('/registrationCodes', c.registrationCode, FIRST_TAB),
    }));
}

/** Giveaways by name, through the list's own search. */
export async function giveawayRecords(ctx: ShopContext, operator: Operator, q: string): Promise<PaletteRecord[]> {
  if (!holds(operator, 'showGiveaways')) return [];
  const { list } = await listGiveawayPage(ctx, { search: q, page: 1, pageSize: PER_KIND });
  return list.map((g) => ({
    kind: 'giveaway',
    title: g.name,
    detail: entriesText(g.entryCount),
    href: withSearch('/giveaways', g.name, FIRST_TAB),
  }));
}

/** Events whose name contains the text (archived ones are left out: they are not listed either). */
export async function eventRecords(ctx: ShopContext, operator: Operator, q: string): Promise<PaletteRecord[]> {
  if (!holds(operator, 'showEvents')) return [];
  const events = await listAllEvents(ctx);
  return (
    events
      .filter((e) => !e.isDeleted && contains(e.name, q))
      .slice(0, PER_KIND)
      // The period goes as instants: the palette writes them in the operator's time (raw ISO text).
      .map((e) => ({
        kind: 'event',
        title: e.name,
        detail: '',
        when: { from: e.dateFrom, to: e.dateTo },
        href: withSearch('/events', e.name, FIRST_TAB),
      }))
  );
}

/** The highest character a code may hold: codes from `q` to `q` + this are the ones starting with `q`. */
const AFTER_PREFIX = '\uffff';

/**
 * Coupons whose code starts with the text, as stored (upper case): a range on the shop's code index, so a
 * shop's many codes stay fast. Opens Coupons searched for the code.
 */
export async function couponRecords(ctx: ShopContext, operator: Operator, q: string): Promise<PaletteRecord[]> {
  if (!holds(operator, 'showCoupons')) return [];
  const prefix = q.trim().toUpperCase();
  if (prefix === '') return [];
  const rows = await couponsByCodePrefix(ctx, prefix, `${prefix}${AFTER_PREFIX}`, PER_KIND);
  // A database collation may order punctuation its own way: only true prefixes are shown.
  return rows
    .filter((c) => c.code.startsWith(prefix))
    .map((c) => ({
      kind: 'coupon',
      title: c.code,
      detail: c.order_ref === null ? 'Not used yet' : `Used with order #${c.order_ref}`,
      href: withSearch('/coupons', c.code),
    }));
}

/** A job by its number, when the operator may see it (the Jobs screen's own rule). */
export async function jobRecords(ctx: ShopContext, operator: Operator, q: string): Promise<PaletteRecord[]> {
  if (!RECORD_NUMBER.test(q)) return [];
  const id = Number(q.replace(/^#/, ''));
  try {
    const job = await jobDetail(ctx, operator, id);
    return [
      {
        kind: 'job',
        title: `Job ${job.id}: ${job.title ?? job.type}`,
        detail: `${job.type}, ${jobOutcomeLabel(job)}`,
        href: '/jobs',
      },
    ];
  } catch (error) {
    // Not there, or another function's job: the palette shows nothing rather than an error.
    if (error instanceof HttpError) return [];
    throw error;
  }
}
