import { DateTime, IANAZone } from 'luxon';

/**
 * Wall-clock dates in a named time zone (the shop's), with Luxon: a maintained library that knows a
 * day can begin after 00:00 where DST starts at midnight (America/Santiago, America/Havana).
 */

/** The UTC instant at which the day YYYY-MM-DD starts in the zone: its first existing moment. */
export function zonedDayStart(day: string, timeZone: string): string {
  const start = DateTime.fromISO(day, { zone: timeZone }).startOf('day');
  if (!start.isValid) throw new Error(`Not a day in ${timeZone}: ${day} (${start.invalidExplanation ?? start.invalidReason ?? 'invalid'})`);
  return start.toUTC().toISO()!;
}

/** The instants of the days From to To (YYYY-MM-DD) in the zone: the start of From's day to the last millisecond of To's. */
export function zonedDayRange(from: string, to: string, timeZone: string): { from: string; to: string } {
  const after = DateTime.fromISO(to, { zone: 'UTC' }).plus({ days: 1 }).toISODate()!;
  return { from: zonedDayStart(from, timeZone), to: new Date(Date.parse(zonedDayStart(after, timeZone)) - 1).toISOString() };
}

/** Today's date (YYYY-MM-DD) on the zone's wall clock. */
export function zonedToday(timeZone: string, now: number = Date.now()): string {
  return DateTime.fromMillis(now, { zone: timeZone }).toISODate()!;
}

/** True when the name is a time zone the runtime knows. */
export function isTimeZone(name: string): boolean {
  return IANAZone.isValidZone(name);
}
