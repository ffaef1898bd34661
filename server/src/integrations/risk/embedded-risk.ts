import type { CommerceOrder } from '../commerce/commerce.port';
import type { RiskScorer } from './risk.port';

export const EMBEDDED_RISK_VERSION = 'embedded-2026.1';

/** One documented rule of the embedded scoring: the points it adds when it applies. */
interface Rule {
  points: number;
  reason: string;
  applies(order: CommerceOrder): boolean;
}

const digits = (phone: string) => phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
const sameName = (a: string, b: string) => a.trim().toLowerCase().replace(/\s+/g, ' ') === b.trim().toLowerCase().replace(/\s+/g, ' ');

/** The embedded rules (docs/decisions.md, risk report); the score is their sum, at most 100. */
export const RISK_RULES: readonly Rule[] = [
  { points: 15, reason: 'Guest checkout (no customer account)', applies: (o) => o.customer === null },
  {
    points: 20,
    reason: 'Ship-to name differs from the customer',
    applies: (o) => o.customer !== null && o.shippingAddress !== null && !sameName(o.shippingAddress.name, o.customer.displayName),
  },
  { points: 25, reason: 'Order total of $1,000 or more', applies: (o) => o.totalCents >= 100_000 },
  { points: 10, reason: 'Order total from $500 to $999.99', applies: (o) => o.totalCents >= 50_000 && o.totalCents < 100_000 },
  {
    points: 20,
    reason: 'Ships outside the United States',
    applies: (o) => o.shippingAddress !== null && o.shippingAddress.countryCodeV2 !== 'US',
  },
  { points: 15, reason: 'No shipping address', applies: (o) => o.shippingAddress === null },
  {
    points: 10,
    reason: 'No valid US phone number',
    applies: (o) => digits(o.shippingAddress?.phone || o.customer?.phone || '').length !== 10,
  },
  { points: 15, reason: 'Five or more of one item', applies: (o) => o.lineItems.some((l) => l.quantity >= 5) },
  { points: 10, reason: 'E-mail name with five or more digits', applies: (o) => /\d{5,}/.test(o.email.split('@')[0] ?? '') },
];

/** Offline scoring by the rules above; the raw answer lists each rule that applied. */
export function createEmbeddedRiskScorer(): RiskScorer {
  return {
    name: 'embedded',
    async score(order) {
      const hits = RISK_RULES.filter((r) => r.applies(order));
      const score = Math.min(
        100,
        hits.reduce((sum, r) => sum + r.points, 0),
      );
      return {
        score,
        version: EMBEDDED_RISK_VERSION,
        reasons: hits.map((h) => h.reason),
        raw: { rules: hits.map((h) => ({ reason: h.reason, points: h.points })), score },
      };
    },
  };
}
