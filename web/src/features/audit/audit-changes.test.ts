import { describe, expect, it } from 'vitest';
import { formatShopTime } from '../../ui/shop-time';
import { changesText, readableField, readableValue } from './audit-changes';

describe('audit changes in words', () => {
  it('names a stored field in words, initials kept', () => {
    expect(readableField('refund_status')).toBe('Refund status');
    expect(readableField('refundStatus')).toBe('Refund status');
    expect(readableField('status')).toBe('Status');
    expect(readableField('BELOW_MAPP_ITEM_TAG')).toBe('BELOW MAPP ITEM TAG');
  });

  it('reads a yes/no as Yes or No a day as MM/DD/YYYY and an instant on the shop clock; other text as stored', () => {
    expect(readableValue('true')).toBe('Yes');
    expect(readableValue('false')).toBe('No');
    expect(readableValue('2026-12-01T10:00:00.000Z')).toBe(formatShopTime('2026-12-01T10:00:00.000Z'));
    expect(readableValue('2026-06-03')).toBe('06/03/2026');
    expect(readableValue('SPRING-2027')).toBe('SPRING-2027');
    expect(readableValue(null)).toBe('—');
  });

  it('puts each change on one line', () => {
    expect(changesText([{ field: 'refund_status', before: 'false', after: 'true' }])).toBe('Refund status: No → Yes');
  });
});
