/** Wall-clock dates in a named time zone (the shop's), with Intl only. */

function wallClock(instant: number, timeZone: string): { y: number; m: number; d: number; h: number; min: number; s: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { y: get('year'), m: get('month'), d: get('day'), h: get('hour'), min: get('minute'), s: get('second') };
}

/** How far the zone's wall clock is ahead of UTC at that instant, in ms. */
function offsetMs(instant: number, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  return Date.UTC(w.y, w.m - 1, w.d, w.h, w.min, w.s) - Math.floor(instant / 1000) * 1000;
}

/** The UTC instant at which the day YYYY-MM-DD starts in the zone (00:00 local; DST-safe). */
export function zonedDayStart(day: string, timeZone: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const naive = Date.UTC(y, m - 1, d);
  let instant = naive - offsetMs(naive, timeZone);
  // The offset at the guess can differ from the offset at the answer across a DST change.
  instant = naive - offsetMs(instant, timeZone);
  return new Date(instant).toISOString();
}

/** Today's date (YYYY-MM-DD) on the zone's wall clock. */
export function zonedToday(timeZone: string, now: number = Date.now()): string {
  const w = wallClock(now, timeZone);
  return `${w.y}-${String(w.m).padStart(2, '0')}-${String(w.d).padStart(2, '0')}`;
}

/** True when the name is a time zone Intl knows. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
