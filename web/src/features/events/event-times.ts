import { shopInstant, shopToday, shopWallTime } from '../../ui/shop-time';

/**
 * An event time as the form holds it: the day (YYYY-MM-DD) and clock time (HH:mm, HH:mm:ss when it has seconds)
 * on the shop's wall clock, like every time the console shows; '' while not given.
 */
export interface EventTimeValue {
  day: string;
  time: string;
}

export const NO_EVENT_TIME: EventTimeValue = { day: '', time: '' };

/** A stored instant as the form's day and time on the shop's clock; seconds only when it has some, so a save keeps them. */
export function toEventTimeValue(iso: string): EventTimeValue {
  const wall = shopWallTime(iso);
  if (!wall) return NO_EVENT_TIME;
  return { day: wall.day, time: wall.time.endsWith(':00') ? wall.time.slice(0, 5) : wall.time };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/**
 * The instant the form's day and time stand for on the shop's clock; '' unless both are whole (a day alone is not
 * a time) and the shop's clock shows that time that day (not in the hour skipped when daylight time starts).
 */
export function fromEventTimeValue({ day, time }: EventTimeValue): string {
  if (!DAY.test(day) || !TIME.test(time)) return '';
  return shopInstant(day, time);
}

/**
 * The pickers' minimum (docs/functions/people-invites-events.md §2): today on the shop's clock for a new event; an existing event may keep
 * an earlier start.
 */
export function minimumDate(existingFrom: string | null, now: Date = new Date()): string {
  const today = shopToday(now);
  const from = existingFrom ? shopWallTime(existingFrom)?.day : undefined;
  return from && from < today ? from : today;
}

/** The form's two times, as the rules read them. */
export interface EventTimes {
  dateFrom: EventTimeValue;
  dateTo: EventTimeValue;
}

// The form's wall-clock texts are written out as they are: read as instants, they would move to the browser's zone.
const usDay = (day: string): string => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
function usTime(value: EventTimeValue): string {
  const hours = Number(value.time.slice(0, 2));
  return `${usDay(value.day)} ${hours % 12 || 12}:${value.time.slice(3, 5)} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * What is wrong with Date From or Date To, or null: the documented message first ('Event Date To not valid.'),
 * then why and what it takes, naming the times compared. The picker greys out days before `minDay`; a
 * day typed before it is kept in the field and explained here.
 */
export function eventTimeProblem(field: keyof EventTimes, times: EventTimes, minDay: string): string | null {
  const lead = field === 'dateFrom' ? 'Event Date From not valid.' : 'Event Date To not valid.';
  const value = times[field];
  const what = field === 'dateFrom' ? 'starts' : 'ends';
  if (!DAY.test(value.day)) return `${lead} Choose the day the event ${what}.`;
  if (!TIME.test(value.time)) return `${lead} Type the time the event ${what}, e.g. 09:00 AM.`;
  if (fromEventTimeValue(value) === '')
    return `${lead} ${usTime(value)} does not exist on the shop's clock (it skips that hour as daylight time starts): choose another time.`;
  if (value.day < minDay) return `${lead} ${usDay(value.day)} is in the past: the earliest day is ${usDay(minDay)}.`;
  if (field === 'dateTo') {
    const from = fromEventTimeValue(times.dateFrom);
    const to = fromEventTimeValue(value);
    if (from !== '' && to < from) {
      return `${lead} The event would end (${usTime(value)}) before it starts (${usTime(times.dateFrom)}): choose an end on or after its start.`;
    }
  }
  return null;
}
