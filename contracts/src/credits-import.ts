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

/** Lines named in a refusal; the rest are counted, so a bad column of 50,000 rows stays one sentence. */
const NAMED_LINES = 5;

/** 'line 3 (a@x.test), line 7 (b@x.test) and 4 more lines.': the spreadsheet's lines, header on line 1. */
function linesText(read: readonly CreditImportRow[], bad: readonly number[]): string {
  const named = bad.slice(0, NAMED_LINES).map((i) => {
    const line = `line ${i + 2}`;
    const email = read[i]?.email;
    return email ? `${line} (${email})` : line;
  });
  const more = bad.length - named.length;
  return more > 0 ? `${named.join(', ')} and ${more} more ${more === 1 ? 'line' : 'lines'}.` : `${named.join(', ')}.`;
}

function badLines(read: readonly CreditImportRow[], isBad: (row: CreditImportRow, index: number) => boolean): number[] {
  const out: number[] = [];
  read.forEach((row, index) => {
    if (isBad(row, index)) out.push(index);
  });
  return out;
}

/**
 * docs/functions/codes-credits-knot-giveaways.md §5: the first 'Data validation' failure of a whole file, in the spec's words followed by
 * the lines of the spreadsheet it applies to, or null when the file may be imported. The browser
 * shows it before sending; the server refuses the same files with it.
 */
export function importFileProblem(rows: readonly Record<string, unknown>[]): string | null {
  const read = rows.map(readImportRow);
  const emails = read.map((r) => r.email.toLowerCase());
  const seen = new Map<string, number>();
  for (const email of emails) seen.set(email, (seen.get(email) ?? 0) + 1);
  const checks: Array<[string, (row: CreditImportRow, index: number) => boolean]> = [
    [IMPORT_MESSAGES.duplicate, (_row, i) => (seen.get(emails[i] ?? '') ?? 0) > 1],
    [IMPORT_MESSAGES.missing, (r) => (!r.credit && !r.adjustment) || !r.reference],
    [IMPORT_MESSAGES.both, (r) => Boolean(r.credit && r.adjustment)],
    [IMPORT_MESSAGES.invalid, (r) => !validAmount(r.credit || r.adjustment)],
  ];
  for (const [message, isBad] of checks) {
    const bad = badLines(read, isBad);
    if (!bad.length) continue;
    const lines = linesText(read, bad);
    // The spec's sentence as it is, then the lines: after its full stop, or after a colon.
    return message.endsWith('.') ? `${message} ${lines.charAt(0).toUpperCase()}${lines.slice(1)}` : `${message}: ${lines}`;
  }
  return null;
}

/** What a valid file moves, for the question asked before it is imported: customers and totals in cents. */
export function importFileTotals(rows: readonly Record<string, unknown>[]): {
  customers: number;
  credits: { rows: number; cents: number };
  adjustments: { rows: number; cents: number };
} {
  const credits = { rows: 0, cents: 0 };
  const adjustments = { rows: 0, cents: 0 };
  const emails = new Set<string>();
  for (const raw of rows) {
    const row = readImportRow(raw);
    emails.add(row.email.toLowerCase());
    const change = importRowChange(row);
    const total = change.kind === 'credit' ? credits : adjustments;
    total.rows += 1;
    total.cents += change.cents;
  }
  return { customers: emails.size, credits, adjustments };
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
