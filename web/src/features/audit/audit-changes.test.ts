import { describe, expect, it } from 'vitest';
import { formatShopTime } from '../../ui/shop-time';
import { changesText, readableField, readableValue, shortened } from './audit-changes';

describe('audit changes in words', () => {
  it('names a stored field in words, initials kept', () => {
    expect(readableField('refund_status')).toBe('Refund status');
    expect(readableField('refundStatus')).toBe('Refund status');
    expect(readableField('status')).toBe('Status');
    expect(readableField('BELOW_MAPP_ITEM_TAG')).toBe('BELOW MAPP ITEM TAG');
    expect(readableField('crm_id')).toBe('CRM ID');
    expect(readableField('mtd')).toBe('MTD');
    expect(readableField('lineItemId')).toBe('Line item ID');
    expect(readableField('discount_limit_cents')).toBe('Discount limit');
  });

  it('reads JSON as words: lists as a count and their items, objects as named values', () => {
    expect(readableValue('[{"lineItemId":13,"quantity":1},{"lineItemId":14,"quantity":2}]', 'lines')).toBe(
      '2 items: (Line item ID: 13, Quantity: 1); (Line item ID: 14, Quantity: 2)',
    );
    expect(readableValue('["1Z999","1Z998"]', 'trackingNumbers')).toBe('2 items: 1Z999; 1Z998');
    expect(readableValue('[]', 'tags')).toBe('None');
    expect(readableValue('', 'tags')).toBe('None');
    expect(readableValue('{"mtd":1,"active":true,"balanceAfterCents":1250000}')).toBe('MTD: Yes, Active: Yes, Balance after: $12,500.00');
    expect(readableValue('{"student":1200,"staff":null}')).toBe('Student: 1200, Staff: —');
    expect(readableValue('[not json', 'value')).toBe('[not json');
  });

  it("reads a store record's id as the record, alone or inside JSON", () => {
    expect(readableValue('gid://shopify/Metafield/1', 'metafieldId')).toBe('Metafield 1');
    expect(readableValue('["gid://shopify/MediaImage/7"]', 'media')).toBe('1 item: Media image 7');
    expect(readableValue('gid://shopify/Metafield/1 and more', 'note')).toBe('gid://shopify/Metafield/1 and more');
  });

  it('reads an amount in cents as dollars and a stored 0/1 yes/no as No/Yes, by its field', () => {
    expect(readableValue('5000000', 'discount_limit_cents')).toBe('$50,000.00');
    expect(readableValue('1', 'privacy_consent')).toBe('Yes');
    expect(readableValue('0', 'mtd')).toBe('No');
    expect(readableValue('1', 'quantity')).toBe('1');
  });

  it('bounds a long value in the grid line and keeps it whole elsewhere', () => {
    const long = JSON.stringify(Array.from({ length: 12 }, (_, n) => ({ lineItemId: n, quantity: 1 })));
    const grid = changesText([{ field: 'lines', before: null, after: long }], { short: true });
    expect(grid.startsWith('Lines: — → 12 items: (Line item ID: 0, Quantity: 1);')).toBe(true);
    expect(grid.endsWith('…')).toBe(true);
    expect(grid.length).toBeLessThan(80);
    expect(changesText([{ field: 'lines', before: null, after: long }])).toContain('(Line item ID: 11, Quantity: 1)');
    expect(shortened('short')).toBe('short');
    expect(shortened('a'.repeat(100))).toHaveLength(60);
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
