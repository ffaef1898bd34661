import type { ShopId } from '../../platform/shop-id';
import type { Generated } from 'kysely';

/* The commerce tools' tables (migration 0031). */
export interface BulkPriceTable {
  /** The shop this row belongs to (docs/several-shops.md). */
  shop_id: ShopId;
  id: Generated<number>;
  sku: string;
  price_cents: number;
  compare_at_cents: number | null;
  /** The variant's price just before this one was applied, captured before the store is changed. */
  previous_cents: number | null;
  /** YYYY-MM-DD in the shop's time zone. */
  effective_date: string;
  /** The instant that day starts in the shop's time zone (UTC ISO). */
  effective_at: string;
  below_mapp: number;
  status: 'scheduled' | 'applied' | 'failed';
  /** Raised by every edit, so a job scheduled for an older revision does nothing. */
  revision: number;
  /** `import` or `edit`: how the price was last set. */
  source: string;
  message: string | null;
  applied_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface BulkPriceImportResultTable {
  /** The shop this row belongs to (docs/several-shops.md). */
  shop_id: ShopId;
  id: Generated<number>;
  job_id: number;
  row: number;
  sku: string;
  status: 'done' | 'failed';
  message: string;
  old_cents: number | null;
  new_cents: number | null;
}

/** The tables of this module, composed into `Database` (db/schema.ts). */
export interface BulkPriceTables {
  bulk_prices: BulkPriceTable;
  bulk_price_import_results: BulkPriceImportResultTable;
}
