/** Money is integer cents everywhere (docs/conventions.md 'How the server behaves'); dollars appear only at the edges. */
import { groupedNumber } from './numbers';

/**
 * Dollars as a client may send them (a number, or text such as '12.5', '$1,234.50') to cents;
 * null when it is not an amount with at most two decimals (the strict reading of money calls).
 */
export function parseCents(value: unknown): number | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (typeof value === 'string') {
    text = value
      .trim()
      .replace(/^\$/, '')
      .replace(/,(?=\d{3}(\D|$))/g, '');
  } else {
    return null;
  }
  const m = /^(-)?(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text) ?? /^(-)?()\.(\d{1,2})$/.exec(text);
  if (!m) return null;
  const cents = Number(m[2] || '0') * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -cents : cents;
}

/** `12.5`, `'12.50'`, `'$1,299.99'` to a number of dollars; NaN when it is not one (prices, rounded later). */
export function parseDollars(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return NaN;
  const text = value.trim().replace(/^\$/, '').replaceAll(',', '');
  return /^-?\d+(\.\d+)?$|^-?\.\d+$/.test(text) ? Number(text) : NaN;
}

/** Dollars (any decimals, as prices arrive from sheets) to integer cents, rounded to the cent. */
export function dollarsToCents(value: number): number {
  return Math.round(value * 100);
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** '$1,234.50', and '-$12.00' for deductions (docs/functions/codes-credits-knot-giveaways.md §3); the amount is in dollars. */
export function formatDollars(amount: number): string {
  const text = groupedNumber(Math.abs(amount), 2);
  return `${amount < 0 ? '-' : ''}$${text}`;
}

/** Cents as plain dollars with 2 decimals, e.g. `1299.90` (the store platform's money amounts). */
export function centsText(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Percentage change from one price to another, 2 decimals; null when the old price is 0. */
export function percentChange(fromCents: number, toCents: number): number | null {
  if (fromCents === 0) return null;
  return Math.round(((toCents - fromCents) / fromCents) * 10_000) / 100;
}
