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
