import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate } from './allocate';

describe('allocate', () => {
  it('splits by weight with the left-over cents to the largest remainders', () => {
    expect(allocate(1000, [1, 1, 1])).toEqual([334, 333, 333]);
    expect(allocate(9999, [5000, 3000, 2000])).toEqual([4999, 3000, 2000]);
    expect(allocate(100, [0, 0])).toEqual([50, 50]);
    expect(allocate(0, [3, 4])).toEqual([0, 0]);
    expect(allocate(-1000, [1, 1, 1])).toEqual([-334, -333, -333]);
  });

  it('always sums exactly to the amount, each part within a cent of its share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 12 }),
        (total, weights) => {
          const parts = allocate(total, weights);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          const sum = weights.reduce((a, b) => a + b, 0);
          parts.forEach((p, i) => {
            expect(Number.isInteger(p)).toBe(true);
            const share = sum > 0 ? (total * (weights[i] ?? 0)) / sum : total / weights.length;
            expect(Math.abs(p - share)).toBeLessThan(1);
          });
        },
      ),
    );
  });
});
