/** Store-credit amounts and ids as Shopify gives them: MoneyV2 decimal text and numbered gids. */

export function toCents(amount: string): number {
  const value = Number(amount);
  if (!Number.isFinite(value)) throw new Error(`Not an amount: ${amount}`);
  return Math.round(Math.abs(value) * 100);
}

/** Integer cents as MoneyV2's decimal text ("12.5" for 1250). */
export function toDecimal(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** The numeric part of a gid, for the `id:>N` search of transactions. */
export function numericId(gid: string): string {
  return gid.split('/').pop() ?? '';
}

/** The number of a transaction's gid; the store gives later transactions larger ones. */
export function transactionSeq(gid: string): number {
  const n = Number(numericId(gid));
  return Number.isSafeInteger(n) ? n : 0;
}
