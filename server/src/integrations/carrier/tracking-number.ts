import { randomInt } from 'node:crypto';

/** Letters count as digits in the check: A→2 … Z→1, as (code − 63) mod 10. */
function digitValue(c: string): number {
  return /\d/.test(c) ? Number(c) : (c.charCodeAt(0) - 63) % 10;
}

/** A mod-10 check digit over the 15 characters after `1Z` (odd positions once, even twice). */
export function checkDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += digitValue(body[i] as string) * (i % 2 === 1 ? 2 : 1);
  return (10 - (sum % 10)) % 10;
}

/** A tracking number shaped like the carrier's: `1Z`, 6-character account, 2-digit service, 7 digits, check digit. */
export function trackingNumber(account: string, service = '90'): string {
  const body = `${account
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .padEnd(6, '0')
    .slice(0, 6)}${service}${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  return `1Z${body}${checkDigit(body)}`;
}

/** `1Z A1B 2C3 90 1234 5678` for people; the barcode carries it without spaces. */
export function spacedTrackingNumber(tracking: string): string {
  const t = tracking.replace(/\s/g, '');
  return [t.slice(0, 2), t.slice(2, 5), t.slice(5, 8), t.slice(8, 10), t.slice(10, 14), t.slice(14)].filter(Boolean).join(' ');
}
