/** Money is integer cents everywhere (DESIGN.md §5); dollars appear only at the edges. */

/**
 * Dollars as a client may send them (a number, or text such as '12.5', '$1,234.50') to cents;
 * null when it is not an amount with at most two decimals.
 */
export function dollarsToCents(value: unknown): number | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim().replace(/^\$/, '').replace(/,(?=\d{3}(\D|$))/g, '');
  } else {
    return null;
  }
  const m = /^(-)?(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text) ?? /^(-)?()\.(\d{1,2})$/.exec(text);
  if (!m) return null;
  const cents = Number(m[2] || '0') * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -cents : cents;
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** '$1,234.50', and '-$12.00' for deductions (spec 4 §3). */
export function formatDollars(amount: number): string {
  const text = Math.abs(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${amount < 0 ? '-' : ''}$${text}`;
}
