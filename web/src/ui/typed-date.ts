/** What an operator types into a date field, read generously (a typed date and time was silently emptied). */

const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK = /^(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap]\.?m\.?)?$/i;

/** What the field says when it cannot read the text, instead of dropping it. */
export const TYPED_DATE_HINT = 'Type the date as MM/DD/YYYY, e.g. 03/15/2027.';

const pad = (n: number) => String(n).padStart(2, '0');

function isoDay(year: number, month: number, day: number): string | null {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day
    ? `${year}-${pad(month)}-${pad(day)}`
    : null;
}

/** The text's date part and the rest: '03/15/2027 9:00 AM' → ['03/15/2027', '9:00 AM']. */
function split(text: string): [string, string] {
  const t = text.trim();
  const at = t.search(/\s/);
  return at < 0 ? [t, ''] : [t.slice(0, at), t.slice(at).trim()];
}

/** A clock time as HH:mm (HH:mm:ss when seconds are given): '9:00 AM' → '09:00', '21:30' → '21:30'; null if not one. */
export function parseTypedTime(text: string): string | null {
  const m = CLOCK.exec(text.trim());
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = Number(m[2]);
  const meridiem = m[4]?.toLowerCase().replace(/\./g, '');
  if (minute > 59 || (m[3] !== undefined && Number(m[3]) > 59)) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === 'pm' ? 12 : 0);
  } else if (hour > 23) return null;
  return `${pad(hour)}:${pad(minute)}${m[3] === undefined ? '' : `:${m[3]}`}`;
}

/**
 * A typed date as YYYY-MM-DD: MM/DD/YYYY (docs/functions/shell-students-staff.md §9) or M/D/YYYY, or YYYY-MM-DD, optionally followed by
 * a clock time (read by parseTypedTime); null when the text is not a whole, real date.
 */
export function parseTypedDate(text: string): string | null {
  const [day, rest] = split(text);
  if (rest && parseTypedTime(rest) === null) return null;
  const us = US_DATE.exec(day);
  if (us) return isoDay(Number(us[3]), Number(us[1]), Number(us[2]));
  const iso = ISO_DATE.exec(day);
  return iso ? isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3])) : null;
}

/** The clock time typed after a date, if any: '03/15/2027 9:00 AM' → '09:00'. */
export function typedTimeAfterDate(text: string): string | null {
  const [, rest] = split(text);
  return rest ? parseTypedTime(rest) : null;
}
