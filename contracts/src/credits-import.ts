import { IMPORT_MESSAGES } from './credits.contract';
import { parseCents } from './common/money';

/** One import row as the file gives it, read by column name whatever its case ('Email' or 'email'). */
export interface CreditImportRow {
  email: string;
  credit: string;
  adjustment: string;
  reference: string;
}

function cell(row: Record<string, unknown>, name: string): string {
  const key = Object.keys(row).find((k) => k.trim().toLowerCase() === name);
  const value = key === undefined ? undefined : row[key];
  return value === undefined || value === null ? '' : String(value).trim();
}

export function readImportRow(row: Record<string, unknown>): CreditImportRow {
  return { email: cell(row, 'email'), credit: cell(row, 'credit'), adjustment: cell(row, 'adjustment'), reference: cell(row, 'reference') };
}

/**
 * Spec 4 §5: the first 'Data validation' failure of a whole file, or null when the file may be
 * imported. The browser shows it before sending; the server refuses the same files with it.
 */
export function importFileProblem(rows: readonly Record<string, unknown>[]): string | null {
  const read = rows.map(readImportRow);
  const emails = read.map((r) => r.email.toLowerCase());
  if (new Set(emails).size !== emails.length) return IMPORT_MESSAGES.duplicate;
  if (read.some((r) => (!r.credit && !r.adjustment) || !r.reference)) return IMPORT_MESSAGES.missing;
  if (read.some((r) => r.credit && r.adjustment)) return IMPORT_MESSAGES.both;
  if (read.some((r) => !validAmount(r.credit || r.adjustment))) return IMPORT_MESSAGES.invalid;
  return null;
}

function validAmount(text: string): boolean {
  const cents = parseCents(text);
  return cents !== null && cents > 0;
}

/** A row of a valid file: which way its amount goes, in cents. */
export function importRowChange(row: CreditImportRow): { kind: 'credit' | 'adjustment'; cents: number } {
  const kind = row.credit ? 'credit' : 'adjustment';
  return { kind, cents: parseCents(row.credit || row.adjustment) ?? 0 };
}
