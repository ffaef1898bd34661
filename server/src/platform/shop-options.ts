/**
 * The rules of the per-shop options that the environment also sets for the first shop (RETURN_ADDRESS,
 * SHOPIFY_COUPON_DISCOUNT_ID) and `npm run shops -- add|set` sets for any shop: one rule, one message, both places.
 */
export const DEFAULT_RETURN_ADDRESS = 'Returns Department|400 Warehouse Way|Columbus|OH|43215|6145550100';

export const RETURN_ADDRESS_RULE = "must be six parts separated by |: 'Name|Street|City|ST|ZIP|Phone'";

export function isReturnAddress(value: string): boolean {
  const parts = value.split('|');
  return parts.length === 6 && parts.slice(0, 5).every((p) => p.trim() !== '');
}

export const COUPON_DISCOUNT_ID_RULE = 'must be a code discount id: digits, or gid://shopify/DiscountCodeNode/ and digits';

const COUPON_DISCOUNT_ID = /^(gid:\/\/shopify\/DiscountCodeNode\/)?\d+$/;

export function isCouponDiscountId(value: string): boolean {
  return COUPON_DISCOUNT_ID.test(value);
}

/** The one stored form of a code discount id: its global id. */
export function couponDiscountGid(value: string): string {
  return `gid://shopify/DiscountCodeNode/${value.split('/').pop()}`;
}
