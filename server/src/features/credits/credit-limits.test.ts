import { describe, expect, it } from 'vitest';
import { breachOf } from './credit-limits';

describe('breachOf', () => {
  const limits = { allowNegative: false, maxCents: 10_000 };
  const none = { credits: 0, debits: 0 };

  it('lets a credit reach the cap and refuses one past it, counting credits on their way', () => {
    expect(breachOf(9000, none, { kind: 'credit', cents: 1000 }, limits)).toBeNull();
    expect(breachOf(9000, none, { kind: 'credit', cents: 1001 }, limits)).toBe('above');
    expect(breachOf(0, { credits: 6000, debits: 0 }, { kind: 'credit', cents: 5000 }, limits)).toBe('above');
    // Debits on their way may be refused by the store: they never make room for a credit.
    expect(breachOf(9000, { credits: 0, debits: 5000 }, { kind: 'credit', cents: 2000 }, limits)).toBe('above');
  });

  it('refuses an adjustment below zero, or below -cap when negative is allowed, counting debits on their way', () => {
    expect(breachOf(500, none, { kind: 'adjustment', cents: 500 }, limits)).toBeNull();
    expect(breachOf(500, none, { kind: 'adjustment', cents: 501 }, limits)).toBe('below-zero');
    expect(breachOf(500, { credits: 5000, debits: 0 }, { kind: 'adjustment', cents: 501 }, limits)).toBe('below-zero');
    expect(breachOf(500, { credits: 0, debits: 400 }, { kind: 'adjustment', cents: 200 }, limits)).toBe('below-zero');
    const negative = { allowNegative: true, maxCents: 10_000 };
    expect(breachOf(0, none, { kind: 'adjustment', cents: 10_000 }, negative)).toBeNull();
    expect(breachOf(-1, none, { kind: 'adjustment', cents: 10_000 }, negative)).toBe('below-max');
  });
});
