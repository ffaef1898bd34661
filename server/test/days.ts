import { zonedToday } from '../src/platform/time-zone';

/** Days relative to today, as the API tests send and expect them (UTC, like the server). */
const DAY_MS = 86_400_000;

/** YYYY-MM-DD of today plus `offsetDays`. */
export function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);
}

/** MM/DD/YYYY of today plus `offsetDays`, as the spec's forms send dates. */
export function usDay(offsetDays: number): string {
  const [y, m, d] = isoDay(offsetDays).split('-');
  return `${m}/${d}/${y}`;
}

export const DAY = DAY_MS;

/**
 * YYYY-MM-DD of the test shop's today plus `offsetDays`, on its clock (America/New_York, the default zone): the
 * days whose limits are today (a code's or a giveaway's window, a report's To) are the shop's.
 */
export function shopIsoDay(offsetDays: number): string {
  return zonedToday('America/New_York', Date.now() + offsetDays * DAY_MS);
}

/** MM/DD/YYYY of `shopIsoDay`. */
export function shopUsDay(offsetDays: number): string {
  const [y, m, d] = shopIsoDay(offsetDays).split('-');
  return `${m}/${d}/${y}`;
}
