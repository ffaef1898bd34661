/** Date texts of spec 1 §9, in UTC so that server and browser agree. */
function parts(iso: string): { y: string; m: string; d: string } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? { y: m[1] as string, m: m[2] as string, d: m[3] as string } : null;
}

/** MM/DD/YYYY for grids. */
export function formatUsDate(iso: string | null | undefined): string {
  const p = iso ? parts(iso) : null;
  return p ? `${p.m}/${p.d}/${p.y}` : '';
}

/** YYYY-MM-DD for exports. */
export function formatIsoDate(iso: string | null | undefined): string {
  const p = iso ? parts(iso) : null;
  return p ? `${p.y}-${p.m}-${p.d}` : '';
}

/** Today as YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export const isoDate = /^\d{4}-\d{2}-\d{2}$/;
