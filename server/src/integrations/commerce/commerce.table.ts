import type { ShopId } from '../../platform/shop-id';
import type { Generated } from 'kysely';

/* Embedded store platform (integrations/commerce, migration 0030). */
export interface CommerceProductTable {
  /** The shop this row belongs to (docs/several-shops.md). */
  shop_id: ShopId;
  id: Generated<number>;
  handle: string;
  title: Generated<string>;
  vendor: Generated<string>;
  product_type: Generated<string>;
  /** 1 when the product is sold as a bundle of component variants. */
  is_bundle: Generated<number>;
  image_url: string | null;
  /** Comma-separated product tags (migration 0100), e.g. the Below MAPP tag. */
  tags: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface CommerceVariantTable {
  /** The shop this row belongs to (docs/several-shops.md). */
  shop_id: ShopId;
  id: Generated<number>;
  product_id: number;
  sku: string;
  title: Generated<string>;
  price_cents: Generated<number>;
  compare_at_cents: number | null;
  weight: Generated<number>;
  /** POUNDS, OUNCES, KILOGRAMS or GRAMS, as the store platform names them. */
  weight_unit: Generated<string>;
  updated_at: string;
}

export interface CommerceBundleComponentTable {
  /** The shop this row belongs to (docs/several-shops.md). */
  shop_id: ShopId;
  id: Generated<number>;
  bundle_product_id: number;
  component_variant_id: number;
  quantity: Generated<number>;
}

export interface CommerceMetafieldTable {
  /** The shop this row belongs to (docs/several-shops.md). */
  shop_id: ShopId;
  id: Generated<number>;
  product_id: number;
  namespace: string;
  key: string;
  value: Generated<string>;
  type: Generated<string>;
  /** Raised by every update; an update naming an older version is refused. */
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface CommerceOrderTable {
  /** The shop this row belongs to (docs/several-shops.md). */
  shop_id: ShopId;
  id: Generated<number>;
  number: number;
  customer_id: number | null;
  email: Generated<string>;
  total_cents: Generated<number>;
  currency: Generated<string>;
  fulfillment_status: Generated<string>;
  financial_status: Generated<string>;
  ship_name: Generated<string>;
  ship_address1: Generated<string>;
  ship_address2: Generated<string>;
  ship_city: Generated<string>;
  ship_province_code: Generated<string>;
  ship_zip: Generated<string>;
  ship_country_code: Generated<string>;
  ship_phone: Generated<string>;
  created_at: string;
}

export interface CommerceLineItemTable {
  /** The shop this row belongs to (docs/several-shops.md). */
  shop_id: ShopId;
  id: Generated<number>;
  order_id: number;
  variant_id: number | null;
  title: Generated<string>;
  sku: Generated<string>;
  quantity: Generated<number>;
  fulfilled_quantity: Generated<number>;
  price_cents: Generated<number>;
  image_url: string | null;
  weight: Generated<number>;
  weight_unit: Generated<string>;
}

/** The tables of this module, composed into `Database` (db/schema.ts). */
export interface CommerceTables {
  commerce_products: CommerceProductTable;
  commerce_variants: CommerceVariantTable;
  commerce_bundle_components: CommerceBundleComponentTable;
  commerce_metafields: CommerceMetafieldTable;
  commerce_orders: CommerceOrderTable;
  commerce_line_items: CommerceLineItemTable;
}
