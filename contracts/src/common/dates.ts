// Plain functions, no schemas: the web's list screens import this without loading zod.
/** Date texts of docs/functions/shell-students-staff.md §9, in UTC so that server and browser agree. */
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

export const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * YYYY-MM-DD from YYYY-MM-DD or MM/DD/YYYY (the pickers' form, docs/functions/shell-students-staff.md §9); null unless a real calendar day.
 */
export function canonicalDate(text: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : [];
  if (!y || !m || !d) return null;
  const out = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const date = new Date(`${out}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(out) ? out : null;
}
