import type { Generated } from 'kysely';

/** Transaction-risk scores (spec 3 §2.10). */
export interface RiskScoreTable {
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
