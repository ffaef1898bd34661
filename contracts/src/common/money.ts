/** Dollars as sent by forms and sheets (number or numeric text) to integer cents, rounded to 2 decimals. */
export function dollarsToCents(value: number): number {
  return Math.round(value * 100);
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** `12.5`, `'12.50'`, `'$1,299.99'` to a number; NaN when it is not one. */
export function parseDollars(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return NaN;
  const text = value.trim().replace(/^\$/, '').replaceAll(',', '');
  return /^-?\d+(\.\d+)?$|^-?\.\d+$/.test(text) ? Number(text) : NaN;
}

/** Dollars with 2 decimals, e.g. `1299.90`. */
export function formatDollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Percentage change from one price to another, 2 decimals; null when the old price is 0. */
export function percentChange(fromCents: number, toCents: number): number | null {
  if (fromCents === 0) return null;
  return Math.round(((toCents - fromCents) / fromCents) * 10_000) / 100;
}
