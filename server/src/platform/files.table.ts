import type { ShopId } from './shop-id';
import type { Generated } from 'kysely';

/** A file the console made (report, label, error file); the bytes live under DATA_DIR/files. */
export interface FileTable {
  /** The shop this row belongs to (docs/several-shops.md). */
  shop_id: ShopId;
  id: Generated<number>;
  name: string;
  content_type: string;
  size: number;
  /** Relative to DATA_DIR, or `db:` when the bytes are rows of `file_chunks`. */
  storage_path: string;
  operator_id: number | null;
  /** Every flag an operator needs to download it (platform/flag-sets: sorted, comma-separated, never empty). */
  flags: string;
  created_at: string;
  /** When the retention clean-up removed the bytes; the row stays so a download can say so. */
  removed_at: Generated<string | null>;
  /** 1: never removed by the retention clean-up (a shipping label). */
  kept: Generated<number>;
}

export interface FileChunkTable {
  file_id: number;
  seq: number;
  data: Buffer;
}

/** The tables of this module, composed into `Database` (db/schema.ts). */
export interface FileTables {
  files: FileTable;
  file_chunks: FileChunkTable;
}
