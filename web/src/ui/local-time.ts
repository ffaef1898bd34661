import dayjs from 'dayjs';
import { warmWhenIdle } from './warm-when-idle';

// Made once: building an Intl formatter costs far more than using it, and a list formats a time per row (issue 26: TBT).
let zoneFormat: Intl.DateTimeFormat | undefined;

/** The operator's zone as their clock names it at that instant, e.g. 'EST', 'EDT', 'UTC' or 'GMT+1'. */
export function localZoneName(at: Date = new Date()): string {
  zoneFormat ??= new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' });
  return zoneFormat.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? '';
}

// Its first use loads the zone names: 21 ms of the task that drew /audit's rows (profiled).
warmWhenIdle(localZoneName);

/** An ISO instant in the operator's local time, as they read the clock, saying its zone (issue 19): MM/DD/YYYY h:mm A EST. */
export function formatLocalTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = dayjs(iso);
  return `${time.format('MM/DD/YYYY h:mm A')} ${localZoneName(time.toDate())}`.trimEnd();
}

/** A grid header whose cells keep a spec's time format: the zone is said in its tooltip (issue 19). */
export function zonedHeader(headerName: string, zone: string): { headerName: string; headerTooltip: string } {
  return { headerName, headerTooltip: `${headerName} (${zone} time)` };
}
