import { describe, expect, it } from 'vitest';
import type { CommerceOrder } from '../commerce/commerce.port';
import { createEmbeddedRiskScorer, EMBEDDED_RISK_VERSION } from './embedded-risk';
import { riskLevel } from './risk.port';

const order = (patch: Partial<CommerceOrder> = {}): CommerceOrder => ({
  id: 'gid://shop/Order/1',
  number: 1001,
  name: '#1001',
  customer: { id: 'gid://shop/Customer/1', displayName: 'Ada Lovelace', email: 'ada@shop.test', phone: '2125550100' },
  email: 'ada@shop.test',
  totalCents: 12_000,
  currency: 'USD',
  displayFulfillmentStatus: 'FULFILLED',
  financialStatus: 'PAID',
  lineItems: [],
  shippingAddress: {
    name: 'Ada Lovelace',
    address1: '1 Main St',
    address2: '',
    city: 'Austin',
    provinceCode: 'TX',
    zip: '73301',
    countryCodeV2: 'US',
    phone: '+1 (212) 555-0100',
  },
  createdAt: '2026-11-01T10:00:00.000Z',
  ...patch,
});

describe('embedded risk scoring', () => {
  const scorer = createEmbeddedRiskScorer();

  it('scores a plain domestic order 0, with its version and raw answer', async () => {
    expect(await scorer.score(order())).toEqual({ score: 0, version: EMBEDDED_RISK_VERSION, reasons: [], raw: { rules: [], score: 0 } });
  });

  it('adds the points of each rule that applies, at most 100', async () => {
    const risky = order({
      customer: null,
      email: 'buyer12345@mail.test',
      totalCents: 150_000,
      shippingAddress: {
        name: 'Someone Else',
        address1: 'x',
        address2: '',
        city: 'Toronto',
        provinceCode: 'ON',
        zip: 'M5V',
        countryCodeV2: 'CA',
        phone: '',
      },
    });
    const result = await scorer.score(risky);
    expect(result.reasons).toEqual([
      'Guest checkout (no customer account)',
      'Order total of $1,000 or more',
      'Ships outside the United States',
      'No valid US phone number',
      'E-mail name with five or more digits',
    ]);
    expect(result.score).toBe(15 + 25 + 20 + 10 + 10);
    expect(riskLevel(result.score)).toBe('High');
    expect(riskLevel(29)).toBe('Low');
    expect(riskLevel(30)).toBe('Medium');
  });
});
