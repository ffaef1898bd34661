import type { ShopId } from '../../platform/shop-id';
import type { Generated } from 'kysely';

export interface CouponTable {
  /** The shop this row belongs to (docs/several-shops.md). */
  shop_id: ShopId;
  id: Generated<number>;
  code: string;
  /** The order number the coupon was given with; null while not used. */
  order_ref: string | null;
  assigned_at: string | null;
  created_at: string;
  updated_at: string;
  /** 'added' once the code is a redeem code of the store's discount (migration 0131); null on the embedded store. */
  store_state: 'added' | null;
}

export interface CouponResendTable {
  /** The shop this row belongs to (docs/several-shops.md). */
  shop_id: ShopId;
  id: Generated<number>;
  coupon_id: number;
  operator_id: number | null;
  to_address: string;
  mail_id: number;
  created_at: string;
}

/** The tables of this module, composed into `Database` (db/schema.ts). */
export interface CouponTables {
  coupons: CouponTable;
  coupon_resends: CouponResendTable;
}
