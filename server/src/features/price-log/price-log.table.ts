import type { ShopId } from '../../platform/shop-id';
import type { Generated } from 'kysely';

export interface PriceLogTable {
  /** The shop this row belongs to (docs/several-shops.md). */
  shop_id: ShopId;
  id: Generated<number>;
  bulk_price_id: number | null;
  bulk_price_revision: number | null;
  sku: string;
  previous_cents: number | null;
  current_cents: number;
  compare_at_cents: number | null;
  percent_change: number | null;
  customer_type: string;
  source: string;
  /** scheduled (dated when it takes effect) until the apply job turns it applied. */
  status: Generated<'scheduled' | 'applied'>;
  created_at: string;
}

/** The tables of this module, composed into `Database` (db/schema.ts). */
export interface PriceLogTables {
  price_log: PriceLogTable;
}
