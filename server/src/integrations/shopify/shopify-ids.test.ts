import { describe, expect, it } from 'vitest';
import { centsToMoney, gidNumber, gidType, moneyToCents, shopifyGid, toShopifyGid } from './shopify-ids';

describe('Shopify ids and money', () => {
  it('accepts gids of the type and bare numbers, nothing else', () => {
    expect(shopifyGid('Product', 7)).toBe('gid://shopify/Product/7');
    expect(toShopifyGid('Order', '1001')).toBe('gid://shopify/Order/1001');
    expect(toShopifyGid('Order', 1001)).toBe('gid://shopify/Order/1001');
    expect(toShopifyGid('Order', 'gid://shopify/Order/5')).toBe('gid://shopify/Order/5');
    expect(toShopifyGid('Order', 'gid://shopify/Product/5')).toBeNull();
    expect(toShopifyGid('Order', 'gid://shop/Order/5')).toBeNull();
    expect(toShopifyGid('Order', '12abc')).toBeNull();
    expect(gidType('gid://shopify/ProductVariant/3')).toBe('ProductVariant');
    expect(gidNumber('gid://shopify/ProductVariant/3')).toBe(3);
    expect(gidNumber('3')).toBeNull();
  });

  it('turns MoneyV2 decimal text into integer cents and back', () => {
    expect(moneyToCents('25.0')).toBe(2500);
    expect(moneyToCents('19.99')).toBe(1999);
    expect(moneyToCents('0.1')).toBe(10);
    expect(moneyToCents('7')).toBe(700);
    expect(moneyToCents('-3.5')).toBe(-350);
    expect(moneyToCents('1.005')).toBe(101);
    expect(() => moneyToCents('abc')).toThrow(/Not a decimal/);
    expect(centsToMoney(2500)).toBe('25.00');
    expect(centsToMoney(5)).toBe('0.05');
    expect(centsToMoney(-350)).toBe('-3.50');
  });
});
