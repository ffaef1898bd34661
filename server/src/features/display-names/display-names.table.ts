import type { ShopId } from '../../platform/shop-id';
export interface DisplayNameTable {
  /** The shop this row belongs to (docs/several-shops.md). */
  shop_id: ShopId;
  key: string;
  value: string;
  sort: number;
  updated_at: string;
}

/** The tables of this module, composed into `Database` (db/schema.ts). */
export interface DisplayNameTables {
  display_names: DisplayNameTable;
}
