/**
 * Splits an amount of cents across parts in proportion to their weights so the parts always sum
 * exactly to the amount (largest remainder: each part gets its floor, and the cents left over go
 * to the parts with the largest fractions, ties to the earlier part). With no positive weight the
 * amount is split evenly the same way.
 */
export function allocate(totalCents: number, weights: readonly number[]): number[] {
  if (!Number.isInteger(totalCents)) throw new Error('Amount must be whole cents');
  if (weights.length === 0) return [];
  const positive = weights.map((w) => (Number.isFinite(w) && w > 0 ? w : 0));
  const sum = positive.reduce((a, b) => a + b, 0);
  const basis = sum > 0 ? positive : weights.map(() => 1);
  const basisSum = sum > 0 ? sum : weights.length;
  const sign = totalCents < 0 ? -1 : 1;
  const amount = Math.abs(totalCents);
  const exact = basis.map((w) => (amount * w) / basisSum);
  const parts = exact.map(Math.floor);
  let left = amount - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, frac: x - Math.floor(x) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left -= 1;
  }
  return parts.map((p) => p * sign || 0);
}
