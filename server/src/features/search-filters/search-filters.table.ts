import type { ShopId } from '../../platform/shop-id';
import type { Generated } from 'kysely';

export interface SearchFilterDefinitionTable {
  /** The shop this row belongs to (docs/several-shops.md). */
  shop_id: ShopId;
  id: Generated<number>;
  name: string;
  active: number;
  sort_order: number;
  overwrite: string;
  type: string;
  field: string;
  output: number;
  search: number;
  /** JSON of the UI settings. */
  ui: string;
  updated_at: string;
}

export interface SearchCollectionTable {
  /** The shop this row belongs to (docs/several-shops.md). */
  shop_id: ShopId;
  id: Generated<number>;
  handle: string;
  title: string;
  created_at: string;
}

export interface SearchCollectionFilterTable {
  /** The shop this row belongs to (docs/several-shops.md). */
  shop_id: ShopId;
  id: Generated<number>;
  collection_id: number;
  name: string;
  sort_order: number;
  overwrite: string;
  /** JSON of the UI settings. */
  ui: string;
  /** JSON array of the options. */
  options: string;
  updated_at: string;
}

/** The tables of this module, composed into `Database` (db/schema.ts). */
export interface SearchFilterTables {
  search_filter_definitions: SearchFilterDefinitionTable;
  search_collections: SearchCollectionTable;
  search_collection_filters: SearchCollectionFilterTable;
}
