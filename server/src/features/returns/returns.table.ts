import type { ShopId } from '../../platform/shop-id';
import type { Generated } from 'kysely';

export interface ReturnOrderLockTable {
  /** The shop this row belongs to (docs/several-shops.md). */
  shop_id: ShopId;
  order_id: number;
}

export interface ReturnRequestTable {
  /** The shop this row belongs to (docs/several-shops.md). */
  shop_id: ShopId;
  id: Generated<number>;
  order_id: number;
  idempotency_key: string | null;
  /** reserved (quantities held, labels being bought), done, or carrier_failed (released). */
  status: 'reserved' | 'done' | 'carrier_failed';
  /** The answer given, replayed to a retried submit. */
  response: string | null;
  operator_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface ReturnLabelTable {
  /** The shop this row belongs to (docs/several-shops.md). */
  shop_id: ShopId;
  id: Generated<number>;
  request_id: number;
  tracking_number: string;
  carrier: string;
  file_id: number | null;
  weight_lbs: number;
  created_at: string;
}

export interface ReturnTable {
  /** The shop this row belongs to (docs/several-shops.md). */
  shop_id: ShopId;
  id: Generated<number>;
  request_id: number;
  label_id: number | null;
  order_id: number;
  order_number: number;
  lineitem_id: number;
  quantity: number;
  refund_status: number;
  isedit: number;
  sku: string;
  title: string;
  shopify_order_date: string;
  country: string;
  address: string;
  city: string;
  state: string;
  zipcode: string;
  phone: string;
  created_at: string;
  updated_at: string;
}

/** The tables of this module, composed into `Database` (db/schema.ts). */
export interface ReturnTables {
  return_order_locks: ReturnOrderLockTable;
  return_requests: ReturnRequestTable;
  return_labels: ReturnLabelTable;
  returns: ReturnTable;
}
