import type { ShopId } from '../../platform/shop-id';
import type { Generated } from 'kysely';

/** Search-index syncs and search filters (docs/functions/commerce-tools.md §2.7, §2.11). */
export interface SearchSyncTable {
  /** The shop this row belongs to (docs/several-shops.md). */
  shop_id: ShopId;
  id: Generated<number>;
  status: 'running' | 'completed' | 'failed';
  notes: string;
  running_slot: number | null;
  job_id: number | null;
  operator_id: number | null;
  products: number;
  indexed: number;
  started_at: string;
  finished_at: string | null;
}

/** The tables of this module, composed into `Database` (db/schema.ts). */
export interface SearchSyncTables {
  search_syncs: SearchSyncTable;
}
