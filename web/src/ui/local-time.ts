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

/** A grid header whose cells keep a spec's time format: the zone is said in its tooltip (issue 19). */
export function zonedHeader(headerName: string, zone: string): { headerName: string; headerTooltip: string } {
  return { headerName, headerTooltip: `${headerName} (${zone} time)` };
}
