import { describe, expect, it } from 'vitest';
import { countText, groupedNumber } from './numbers';

describe('groupedNumber', () => {
  it('writes what toLocaleString("en-US") writes', () => {
    for (const n of [
      0,
      7,
      10,
      100,
      999,
      1000,
      2000.5,
      10_000_000,
      16_383,
      32_767,
      1_234_567,
      -1234,
      12.5,
      1500.125,
      0.1 + 0.2,
      98_765.4321,
    ])
      expect(groupedNumber(n), String(n)).toBe(n.toLocaleString('en-US'));
    for (const n of [0, 0.5, 1234.5, 1_000_000, 12.345, 0.125, 1.005, 99_999.999])
      expect(groupedNumber(n, 2), String(n)).toBe(n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
  });
});

describe('countText', () => {
  it('lets the noun agree with the count, grouped', () => {
    expect(countText(1, 'row')).toBe('1 row');
    expect(countText(0, 'row')).toBe('0 rows');
    expect(countText(1250, 'entry', 'entries')).toBe('1,250 entries');
  });
});
