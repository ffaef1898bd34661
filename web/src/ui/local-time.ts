/** A grid header whose cells keep a spec's time format: the zone is said in its tooltip. */
export function zonedHeader(headerName: string, zone: string): { headerName: string; headerTooltip: string } {
  return { headerName, headerTooltip: `${headerName} (${zone} time)` };
}
