import type { ShopId } from '../../platform/shop-id';
import type { Generated } from 'kysely';

/** Transaction-risk scores (docs/functions/commerce-tools.md §2.10). */
export interface RiskScoreTable {
  /** The shop this row belongs to (docs/several-shops.md). */
  shop_id: ShopId;
  id: Generated<number>;
  order_id: string;
  score: number;
  version: string;
  /** JSON array of texts. */
  reasons: string;
  /** The scorer's answer as JSON. */
  raw: string;
  scored_at: string;
}

/** The tables of this module, composed into `Database` (db/schema.ts). */
export interface RiskReportTables {
  risk_scores: RiskScoreTable;
}
