declare const shopBrand: unique symbol;

/**
 * A shop's id (docs/several-shops.md), the `shop_id` of every per-shop row. Branded so only the shop registry and
 * the shops repository make one: a repository function that takes it cannot be handed a stray number, and
 * one that lacks it fails typecheck at every call.
 */
export type ShopId = number & { readonly [shopBrand]: true };

/** The shop the environment defines: every row of an install from before several shops belongs to it. */
export const FIRST_SHOP_ID = 1 as ShopId;

/** Only for ids read back from the database (the shops table, a job's or file's `shop_id`). */
export function shopIdOf(value: number): ShopId {
  if (!Number.isInteger(value) || value < 1) throw new Error(`Not a shop id: ${value}`);
  return value as ShopId;
}
