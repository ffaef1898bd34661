import type { ShopId } from '../../platform/shop-id';
import type { Generated } from 'kysely';

/** Product-field monitoring (docs/functions/commerce-tools.md §2.9). */
export interface MonitoredFieldTable {
  /** The shop this row belongs to (docs/several-shops.md). */
  shop_id: ShopId;
  id: Generated<number>;
  /** `namespace.key` of a product metafield. */
  field: string;
  active: number;
  delimiter: string;
  updated_at: string;
}

export interface FieldSnapshotTable {
  /** The shop this row belongs to (docs/several-shops.md). */
  shop_id: ShopId;
  id: Generated<number>;
  product_id: string;
  field: string;
  value: string;
  taken_at: string;
}

export interface FieldChangeTable {
  /** The shop this row belongs to (docs/several-shops.md). */
  shop_id: ShopId;
  id: Generated<number>;
  product_id: string;
  product_title: string;
  handle: string;
  field: string;
  old_value: string;
  new_value: string;
  detected_at: string;
  reported_job_id: number | null;
}

/** The tables of this module, composed into `Database` (db/schema.ts). */
export interface FieldMonitoringTables {
  monitored_fields: MonitoredFieldTable;
  field_snapshots: FieldSnapshotTable;
  field_changes: FieldChangeTable;
}
