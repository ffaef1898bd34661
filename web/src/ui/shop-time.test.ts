import { afterEach, describe, expect, it } from 'vitest';
import { SHOP_TIME_ZONE, formatShopDateTime, formatShopTime, setShopTimeZone, shopZoneName } from './shop-time';

describe('shop time', () => {
  afterEach(() => setShopTimeZone(SHOP_TIME_ZONE));

  it('shows an instant on the New York clock as MM/DD/YYYY h:mm:ss A, with its zone when asked', () => {
    expect(formatShopDateTime('2026-11-02T15:30:05Z')).toBe('11/02/2026 10:30:05 AM');
    expect(formatShopDateTime('2026-07-01T03:00:00Z')).toBe('06/30/2026 11:00:00 PM');
    expect(formatShopDateTime('2026-07-01T03:00:00Z', { withZone: true })).toBe('06/30/2026 11:00:00 PM EDT');
    expect(formatShopDateTime(null)).toBe('');
  });

  it('shows other times as Dec 1, 2026, 5:20 PM with the zone, on the shop’s clock', () => {
    expect(formatShopTime('2026-12-01T22:20:00Z')).toBe('Dec 1, 2026, 5:20 PM EST');
    expect(formatShopTime('2026-07-01T03:05:00Z')).toBe('Jun 30, 2026, 11:05 PM EDT');
    expect(formatShopTime(undefined)).toBe('');
    expect(formatShopTime('not a time')).toBe('');
  });

  it('follows the shop’s zone once known', () => {
    // Not America/Vancouver: newer time-zone data (Node 24's ICU) has British Columbia on daylight time all year.
    setShopTimeZone('America/Chicago');
    expect(formatShopTime('2026-12-01T22:20:00Z')).toBe('Dec 1, 2026, 4:20 PM CST');
    expect(formatShopDateTime('2026-12-01T22:20:00Z')).toBe('12/01/2026 4:20:00 PM');
    expect(shopZoneName(new Date('2026-12-01T22:20:00Z'))).toBe('CST');
  });
});
