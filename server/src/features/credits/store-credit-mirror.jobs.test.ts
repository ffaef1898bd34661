import { describe, expect, it } from 'vitest';
import { ledgerKindOf } from './store-credit-mirror.jobs';

describe('ledgerKindOf', () => {
  it("types the store's transactions as the Credits screen does (docs/functions/codes-credits-knot-giveaways.md), by kind, event and origin", () => {
    expect(ledgerKindOf({ kind: 'credit', event: 'ADJUSTMENT', orderName: null })).toBe('credit');
    expect(ledgerKindOf({ kind: 'credit', event: 'ORDER_REFUND', orderName: '#1001' })).toBe('refund');
    expect(ledgerKindOf({ kind: 'debit', event: 'ORDER_PAYMENT', orderName: '#1001' })).toBe('order');
    expect(ledgerKindOf({ kind: 'debit', event: 'ADJUSTMENT', orderName: null })).toBe('adjustment');
    expect(ledgerKindOf({ kind: 'debit_revert', event: 'ORDER_CANCELLATION', orderName: '#1001' })).toBe('order');
    expect(ledgerKindOf({ kind: 'expiration', event: 'ADJUSTMENT', orderName: null })).toBe('adjustment');
  });
});
