import type { CommerceOrder } from '../commerce/commerce.port';

/**
 * The transaction-risk provider ('Ekata', docs/glossary.md): scores an order from 0 (no risk) to 100.
 * Every answer carries the version of the scoring that made it and the provider's raw answer, which
 * the risk report keeps with each row.
 */
export interface RiskAssessment {
  score: number;
  /** Which scoring made this score, e.g. `embedded-2026.1` or `ekata:3.3`. */
  version: string;
  reasons: string[];
  raw: unknown;
}

export interface RiskScorer {
  readonly name: string;
  score(order: CommerceOrder): Promise<RiskAssessment>;
}

export function riskLevel(score: number): 'Low' | 'Medium' | 'High' {
  return score < 30 ? 'Low' : score < 60 ? 'Medium' : 'High';
}
