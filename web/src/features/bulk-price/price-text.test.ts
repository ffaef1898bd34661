import { describe, expect, it } from 'vitest';
import { formatMoney, formatPercent } from './price-text';

describe('price text', () => {
  it('separates thousands with two decimals, and leaves a missing price empty', () => {
    expect(formatMoney(1234.5)).toBe('1,234.50');
    expect(formatMoney(null)).toBe('');
  });

  it('signs a change', () => {
    expect(formatPercent(-93)).toBe('−93.00%');
    expect(formatPercent(53.846)).toBe('+53.85%');
    expect(formatPercent(0)).toBe('0.00%');
  });
});
