/** Helpers for spreadsheet rows sent as objects (header -> cell). */

/** `First Name`, `first_name` and `firstname` all name the same column. */
export function normalizeHeader(header: string): string {
  let normalized = normalizedHeaders.get(header);
  if (normalized === undefined) {
    normalized = header.toLowerCase().replace(/[^a-z0-9]/g, '');
    // A file's headers repeat on every row: 50,000 rows ask for the same ten. Bounded, as headers come from uploads.
    if (normalizedHeaders.size >= 4096) normalizedHeaders.clear();
    normalizedHeaders.set(header, normalized);
  }
  return normalized;
}

const normalizedHeaders = new Map<string, string>();

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

/** Column names that hold a row's e-mail, normalized ('E-mail', 'Email Address', 'email'). */
const EMAIL_HEADERS = new Set(['email', 'emailaddress']);
const EMAIL_MAX_LENGTH = 254;

/**
 * The e-mail of an upload row (a sheet row, or an item built from one), trimmed; undefined when it
 * has none. Bounded, as rows come from uploads and the text is kept with every outcome.
 */
export function rowEmail(item: unknown): string | undefined {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return undefined;
  for (const [key, value] of Object.entries(item)) {
    if (!EMAIL_HEADERS.has(normalizeHeader(key)) || (typeof value !== 'string' && typeof value !== 'number')) continue;
    const text = String(value).trim();
    if (text) return text.slice(0, EMAIL_MAX_LENGTH);
  }
  return undefined;
}

/** MM/DD/YYYY (as the console shows dates), M/D/YYYY or YYYY-MM-DD to YYYY-MM-DD; null when not a date. */
export function parseSheetDate(text: string): string | null {
  let y: number, m: number, d: number;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (us) [m, d, y] = [Number(us[1]), Number(us[2]), Number(us[3])];
  else if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else return null;
  // Years below 100 are refused as before (Date.UTC would read them as 19xx); the text is built, not
  // formatted through a Date, as an import parses two dates a row.
  if (y < 100 || m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}
