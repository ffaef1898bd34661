import type { ShopId } from './shop-id';
export interface SettingTable {
  /** The shop this row belongs to (docs/several-shops.md). */
  shop_id: ShopId;
  key: string;
  value: string;
  updated_at: string;
}

/** The tables of this module, composed into `Database` (db/schema.ts). */
export interface SettingTables {
  settings: SettingTable;
}
