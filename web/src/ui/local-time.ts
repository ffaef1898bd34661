/** A grid header whose cells keep a spec's time format: the zone is said in its tooltip (issue 19). */
export function zonedHeader(headerName: string, zone: string): { headerName: string; headerTooltip: string } {
  return { headerName, headerTooltip: `${headerName} (${zone} time)` };
}
