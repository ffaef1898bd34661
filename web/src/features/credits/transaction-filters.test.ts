import { afterEach, describe, expect, it } from 'vitest';
import { SHOP_TIME_ZONE, setShopTimeZone } from '../../ui/shop-time';
import { defaultTransactionFilters } from './transaction-filters';

describe('defaultTransactionFilters', () => {
  afterEach(() => setShopTimeZone(SHOP_TIME_ZONE));

  it("spans two days ago to tomorrow on the shop's clock, whatever the browser's", () => {
    // 02:30 UTC on March 10 is still March 9 in New York and already March 10 in Tokyo.
    const now = new Date('2026-03-10T02:30:00Z');
    setShopTimeZone('America/New_York');
    expect(defaultTransactionFilters(now)).toMatchObject({ startDate: '2026-03-07', endDate: '2026-03-10' });
    setShopTimeZone('Asia/Tokyo');
    expect(defaultTransactionFilters(now)).toMatchObject({ startDate: '2026-03-08', endDate: '2026-03-11' });
  });

  it('crosses a month end', () => {
    setShopTimeZone('America/New_York');
    expect(defaultTransactionFilters(new Date('2026-03-01T17:00:00Z'))).toMatchObject({ startDate: '2026-02-27', endDate: '2026-03-02' });
  });
});
