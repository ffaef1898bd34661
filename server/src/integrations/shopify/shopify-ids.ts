/**
 * Shopify ids and money at the boundary (docs/outside-interfaces.md 'Shopify'): ids are `gid://shopify/<Type>/<n>`, and
 * clients may still send the spec's bare numbers; money is MoneyV2's decimal text, ours integer cents.
 */
const PREFIX = 'gid://shopify/';

export function shopifyGid(type: string, id: number | string): string {
  return `${PREFIX}${type}/${id}`;
}

/** The gid of that type for a gid or a bare number; null for anything else (another type, junk). */
export function toShopifyGid(type: string, value: string | number): string | null {
  const text = String(value).trim();
  if (/^\d{1,19}$/.test(text)) return shopifyGid(type, text);
  const match = /^gid:\/\/shopify\/([A-Za-z]+)\/(\d{1,19})(\?.*)?$/.exec(text);
  return match?.[1] === type && match[2] ? shopifyGid(type, match[2]) : null;
}

/** The type named by a gid (`Product` for gid://shopify/Product/1), or null. */
export function gidType(value: string): string | null {
  return /^gid:\/\/shopify\/([A-Za-z]+)\/[^/]+$/.exec(value)?.[1] ?? null;
}

/** The numeric tail of a gid (`1` for gid://shopify/Product/1), or null. */
export function gidNumber(value: string): number | null {
  const match = /^gid:\/\/shopify\/[A-Za-z]+\/(\d{1,15})(\?.*)?$/.exec(value);
  return match ? Number(match[1]) : null;
}

/** MoneyV2.amount ("25.0", "19.99", "-3.5") to integer cents, without float rounding. */
export function moneyToCents(amount: string): number {
  const match = /^(-)?(\d+)(?:\.(\d*))?$/.exec(amount.trim());
  if (!match) throw new Error(`Not a decimal amount: ${JSON.stringify(amount)}`);
  const fraction = (match[3] ?? '').padEnd(3, '0');
  // Half-up on the third decimal: the store keeps money to cents, so this only guards odd input.
  const cents = Number(match[2]) * 100 + Number(fraction.slice(0, 2)) + (Number(fraction[2]) >= 5 ? 1 : 0);
  return match[1] ? -cents : cents;
}

/** Integer cents to the decimal text the Admin API takes ("25.00"). */
export function centsToMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
