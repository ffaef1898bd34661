/** Helpers for spreadsheet rows sent as objects (header -> cell). */

/** `First Name`, `first_name` and `firstname` all name the same column. */
export function normalizeHeader(header: string): string {
  return header.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** A row with normalized headers and every cell as trimmed text. */
export function normalizeRow(row: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(row)) {
    out[normalizeHeader(key)] = value === null || value === undefined ? '' : String(value).trim();
  }
  return out;
}

export function cell(row: Record<string, string>, ...headers: string[]): string {
  for (const h of headers) {
    const v = row[normalizeHeader(h)];
    if (v !== undefined && v !== '') return v;
  }
  return '';
}

/** MM/DD/YYYY (as the console shows dates), M/D/YYYY or YYYY-MM-DD to YYYY-MM-DD; null when not a date. */
export function parseSheetDate(text: string): string | null {
  let y: number, m: number, d: number;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (us) [m, d, y] = [Number(us[1]), Number(us[2]), Number(us[3])];
  else if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}
