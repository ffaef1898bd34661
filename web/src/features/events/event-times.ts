import dayjs from 'dayjs';

/** Spec 2 §9: events and event invites show MM/DD/YYYY h:mm:ss A, in the operator's local time. */
export function formatEventTime(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('MM/DD/YYYY h:mm:ss A') : '';
}

/** The date-time picker's local 'YYYY-MM-DD HH:mm:ss' for a stored instant. */
export function toPickerValue(iso: string): string {
  return dayjs(iso).format('YYYY-MM-DD HH:mm:ss');
}

/** The picker's local value as the instant sent to the server; '' when empty or not a time. */
export function fromPickerValue(value: string | null | undefined): string {
  if (!value) return '';
  const time = dayjs(value);
  return time.isValid() ? time.toISOString() : '';
}

/** The pickers' minimum (spec 2 §2): today for a new event; an existing event may keep an earlier start. */
export function minimumDate(existingFrom: string | null): string {
  const today = dayjs().format('YYYY-MM-DD');
  if (!existingFrom) return today;
  const from = dayjs(existingFrom).format('YYYY-MM-DD');
  return from < today ? from : today;
}
