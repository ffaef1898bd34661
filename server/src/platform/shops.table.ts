import type { Generated } from 'kysely';
import type { ShopId } from './shop-id';

/** A shop this install serves (docs/several-shops.md). Row 1 is the shop the environment defines, rewritten at every start. */
export interface ShopTable {
  id: Generated<ShopId>;
  /** Lower-case letters, digits and hyphens; unique. */
  name: string;
  /** The connected store's URL; null: the shop has an embedded store of its own. */
  store_url: string | null;
  /** `<shop>.myshopify.com` once known (the URL's host, or the store's `shop.myshopifyDomain`); unique when set. */
  domain: string | null;
  /** The shop's own static Admin API token, sealed (platform/secrets); null: the app's client-credentials token. */
  access_token: string | null;
  /** A connected shop: its store's `ianaTimezone` (read when added and at each start); else `--time-zone`; null: SHOP_TIME_ZONE. */
  time_zone: string | null;
  /** `--mtd on|off`; null: MTD_SHOPS names it. */
  mtd: number | null;
  /** `--price-log-columns on|off`; null: PRICE_LOG_EXTRA_COLUMN_SHOPS names it. */
  price_log_columns: number | null;
  /** `--coupon-discount-id`, a `gid://shopify/DiscountCodeNode/…`; null: SHOPIFY_COUPON_DISCOUNT_ID (first shop) or one the console makes. */
  coupon_discount_id: string | null;
  /** `--return-address` ('Name|Street|City|ST|ZIP|Phone'); null: RETURN_ADDRESS. */
  return_address: string | null;
  created_at: string;
  updated_at: string;
}

/** An operator's flags in one shop (operators are organisation-wide, flags are per shop). */
export interface OperatorShopFlagTable {
  shop_id: ShopId;
  operator_id: number;
  /** platform/flag-sets text: sorted, comma-separated; a row with no flag is removed instead. */
  flags: string;
}

/** The tables of this module, composed into `Database` (db/schema.ts). */
export interface ShopTables {
  shops: ShopTable;
  operator_shop_flags: OperatorShopFlagTable;
}
