import { describe, expect, it } from 'vitest';
import { orderCodesOfWebhook } from './coupons-store';

describe('orderCodesOfWebhook', () => {
  it('reads the order number, its time and its codes from a REST order body', () => {
    expect(
      orderCodesOfWebhook({
        name: '#1001',
        order_number: 1001,
        created_at: '2026-11-20T05:00:00-05:00',
        updated_at: '2026-11-21T00:00:00Z',
        discount_codes: [{ code: 'SAVE-1' }, { amount: '1' }],
      }),
    ).toEqual({
      number: '1001',
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-21T00:00:00Z',
      codes: ['SAVE-1'],
    });
  });
  it('takes the number from the name when the body has no order_number, and refuses a body without one', () => {
    expect(orderCodesOfWebhook({ name: '#1002', created_at: '2026-11-20T10:00:00Z' })?.number).toBe('1002');
    expect(orderCodesOfWebhook({ created_at: '2026-11-20T10:00:00Z' })).toBeNull();
    expect(orderCodesOfWebhook(null)).toBeNull();
  });
});
