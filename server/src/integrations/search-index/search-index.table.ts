import type { ShopId } from '../../platform/shop-id';
export interface SearchIndexDocumentTable {
  /** The shop this row belongs to (docs/several-shops.md). */
  shop_id: ShopId;
  name: string;
  /** Changes with every write, so instances reload only a changed index. */
  version: string;
  body: string;
  updated_at: string;
}

/** The tables of this module, composed into `Database` (db/schema.ts). */
export interface SearchIndexTables {
  search_index_documents: SearchIndexDocumentTable;
}
