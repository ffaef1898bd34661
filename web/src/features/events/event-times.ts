import dayjs from 'dayjs';

/** Spec 2 §9: events and event invites show MM/DD/YYYY h:mm:ss A, in the operator's local time. */
export function formatEventTime(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('MM/DD/YYYY h:mm:ss A') : '';
}

/** An event time as the form holds it: the local day (YYYY-MM-DD) and clock time (HH:mm, HH:mm:ss when it has seconds); '' while not given. */
export interface EventTimeValue {
  day: string;
  time: string;
}

export const NO_EVENT_TIME: EventTimeValue = { day: '', time: '' };

/** A stored instant as the form's day and time; seconds only when it has some, so a save keeps them. */
export function toEventTimeValue(iso: string): EventTimeValue {
  const time = dayjs(iso);
  return { day: time.format('YYYY-MM-DD'), time: time.format(time.second() ? 'HH:mm:ss' : 'HH:mm') };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** The instant the form's local day and time stand for; '' unless both are whole (a day alone is not a time). */
export function fromEventTimeValue({ day, time }: EventTimeValue): string {
  if (!DAY.test(day) || !TIME.test(time)) return '';
  const instant = dayjs(`${day}T${time}`);
  return instant.isValid() && instant.format('YYYY-MM-DD') === day ? instant.toISOString() : '';
}

/** The pickers' minimum (spec 2 §2): today for a new event; an existing event may keep an earlier start. */
export function minimumDate(existingFrom: string | null): string {
  const today = dayjs().format('YYYY-MM-DD');
  if (!existingFrom) return today;
  const from = dayjs(existingFrom).format('YYYY-MM-DD');
  return from < today ? from : today;
}

/** The form's two times, as the rules read them. */
export interface EventTimes {
  dateFrom: EventTimeValue;
  dateTo: EventTimeValue;
}

const usDay = (day: string): string => dayjs(day).format('MM/DD/YYYY');
const usTime = (value: EventTimeValue): string => dayjs(`${value.day}T${value.time}`).format('MM/DD/YYYY h:mm A');

/**
 * What is wrong with Date From or Date To, or null: spec 2's message first ('Event Date To not valid.'),
 * then why and what it takes, naming the times compared. The picker greys out days before `minDay`; a
 * day typed before it is kept in the field and explained here.
 */
export function eventTimeProblem(field: keyof EventTimes, times: EventTimes, minDay: string): string | null {
  const lead = field === 'dateFrom' ? 'Event Date From not valid.' : 'Event Date To not valid.';
  const value = times[field];
  const what = field === 'dateFrom' ? 'starts' : 'ends';
  if (!DAY.test(value.day)) return `${lead} Choose the day the event ${what}.`;
  if (!TIME.test(value.time)) return `${lead} Type the time the event ${what}, e.g. 09:00 AM.`;
  if (fromEventTimeValue(value) === '') return `${lead} ${usDay(value.day)} ${value.time} is not a time on this clock.`;
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
