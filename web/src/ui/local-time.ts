import dayjs from 'dayjs';

/** An ISO instant in the operator's local time, as they read the clock: MM/DD/YYYY h:mm A. */
export function formatLocalTime(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('MM/DD/YYYY h:mm A') : '';
}
