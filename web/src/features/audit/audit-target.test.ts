import { describe, expect, it } from 'vitest';
import { auditTargetText } from './audit-target';

describe('audit targets in words', () => {
  it('reads a record reference as its kind and key', () => {
    expect(auditTargetText('return:2')).toBe('Return 2');
    expect(auditTargetText('job:15')).toBe('Job 15');
    expect(auditTargetText('registration-code:7')).toBe('Registration code 7');
    expect(auditTargetText('store_credit_move:4')).toBe('Store credit move 4');
    expect(auditTargetText('mail:9')).toBe('E-mail 9');
    expect(auditTargetText('credit-accounts:1,2,3')).toBe('Credit accounts 1, 2, 3');
    expect(auditTargetText('setting:default_discount_limit')).toBe('Setting Default discount limit');
  });

  it("reads a store's id as the record's kind and number", () => {
    expect(auditTargetText('gid://shop/Customer/123')).toBe('Customer 123');
    expect(auditTargetText('gid://shopify/ProductVariant/55')).toBe('Product variant 55');
  });

  it('adds the name the row carries', () => {
    expect(auditTargetText('giveaway:4', [{ field: 'name', before: null, after: 'Spring draw' }])).toBe('Giveaway 4 (Spring draw)');
    expect(
      auditTargetText('gid://shop/Customer/12', [
        { field: 'first_name', before: 'Ann', after: 'Anne' },
        { field: 'last_name', before: 'Lee', after: null },
      ]),
    ).toBe('Customer 12 (Anne Lee)');
    expect(auditTargetText('filter:brand', [{ field: 'name', before: 'brand', after: 'brand' }])).toBe('Filter brand');
  });

  it("keeps what is already words or the shop's own text", () => {
    expect(auditTargetText('store')).toBe('The store');
    expect(auditTargetText('display-names')).toBe('Display names');
    expect(auditTargetText('shop-b')).toBe('shop-b');
    expect(auditTargetText('jane@shop.example')).toBe('jane@shop.example');
    expect(auditTargetText('https://x.example/a')).toBe('https://x.example/a');
  });
});
