import type { RiskScorer } from './risk.port';

/**
 * The provider's transaction-risk API (RISK_URL, RISK_API_KEY): posts the order's contact, address
 * and amount, and reads `score` (or the provider's `identity_risk_score`, 0–500, scaled to 0–100),
 * `reasons` and `version` from the answer, which is kept whole as the raw answer.
 */
export function createHttpRiskScorer(url: string, apiKey: string | null, fetchImpl: typeof fetch = fetch): RiskScorer {
  return {
    name: 'http',
    async score(order) {
      const body = {
        transaction_id: order.id,
        amount: (order.totalCents / 100).toFixed(2),
        currency: order.currency,
        email: order.email,
        customer: order.customer ? { name: order.customer.displayName, phone: order.customer.phone } : null,
        shipping_address: order.shippingAddress,
        created_at: order.createdAt,
      };
      const res = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
      if (!res.ok) throw new Error(`Risk provider answered ${res.status}`);
      const raw = (await res.json()) as Record<string, unknown>;
      const direct = Number(raw.score);
      const identity = Number(raw.identity_risk_score);
      const score = Number.isFinite(direct) ? direct : Number.isFinite(identity) ? identity / 5 : NaN;
      if (!Number.isFinite(score)) throw new Error('Risk provider answered without a score');
      const reasons = Array.isArray(raw.reasons) ? raw.reasons.map(String) : [];
      return {
        score: Math.max(0, Math.min(100, Math.round(score))),
        version: `provider:${String(raw.version ?? 'unversioned')}`,
        reasons,
        raw,
      };
    },
  };
}
