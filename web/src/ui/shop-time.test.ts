import { afterEach, describe, expect, it } from 'vitest';
import {
  SHOP_TIME_ZONE,
  formatShopDateTime,
  formatShopTime,
  setShopTimeZone,
  shopInstant,
  shopToday,
  shopWallTime,
  shopZoneName,
} from './shop-time';

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

  // The test machine's own zone plays no part: every expected instant is written in UTC.
  it('reads a day and time on the shop’s wall clock as its instant, either side of a DST change', () => {
    expect(shopInstant('2027-03-13', '09:00')).toBe('2027-03-13T14:00:00.000Z');
    expect(shopInstant('2027-03-15', '09:00')).toBe('2027-03-15T13:00:00.000Z');
    expect(shopInstant('2027-11-08', '23:59:59')).toBe('2027-11-09T04:59:59.000Z');
    setShopTimeZone('Asia/Tokyo');
    expect(shopInstant('2027-03-15', '09:00')).toBe('2027-03-15T00:00:00.000Z');
    // The southern hemisphere: Sydney leaves daylight time on the first Sunday of April.
    setShopTimeZone('Australia/Sydney');
    expect(shopInstant('2027-04-03', '12:00')).toBe('2027-04-03T01:00:00.000Z');
    expect(shopInstant('2027-04-05', '12:00')).toBe('2027-04-05T02:00:00.000Z');
  });

  it('gives no instant for a wall time the clocks skip, the first of one they have twice, none for what is not a day', () => {
    expect(shopInstant('2027-03-14', '02:30')).toBe('');
    expect(shopInstant('2027-03-14', '03:00')).toBe('2027-03-14T07:00:00.000Z');
    expect(shopInstant('2027-11-07', '01:30')).toBe('2027-11-07T05:30:00.000Z');
    // East of UTC too (the zone's offset read at the wall time itself would give the second one there).
    setShopTimeZone('Europe/Berlin');
    expect(shopInstant('2027-10-31', '02:30')).toBe('2027-10-31T00:30:00.000Z');
    expect(shopInstant('2027-03-28', '02:30')).toBe('');
    expect(shopInstant('2027-02-30', '09:00')).toBe('');
    expect(shopInstant('2027-02-01', '24:00')).toBe('');
    expect(shopInstant('', '09:00')).toBe('');
  });

  it('shows an instant as the shop’s wall-clock day and time, and back', () => {
    expect(shopWallTime('2027-03-15T13:00:00.000Z')).toEqual({ day: '2027-03-15', time: '09:00:00' });
    expect(shopWallTime('2027-01-01T04:59:59.000Z')).toEqual({ day: '2026-12-31', time: '23:59:59' });
    expect(shopWallTime('2027-01-01T05:00:00.000Z')).toEqual({ day: '2027-01-01', time: '00:00:00' });
    expect(shopWallTime('later')).toBeNull();
    const second = '2027-11-07T06:30:00.000Z';
    expect(shopWallTime(second)).toEqual({ day: '2027-11-07', time: '01:30:00' });
    setShopTimeZone('Asia/Tokyo');
    expect(shopWallTime('2027-03-14T15:00:00.000Z')).toEqual({ day: '2027-03-15', time: '00:00:00' });
  });

  it('knows today on the shop’s clock, where the UTC date is already the next day or still the last', () => {
    expect(shopToday(new Date('2026-12-02T03:10:00Z'))).toBe('2026-12-01');
    expect(shopToday(new Date('2026-12-02T05:00:00Z'))).toBe('2026-12-02');
    setShopTimeZone('Asia/Tokyo');
    expect(shopToday(new Date('2026-12-01T20:00:00Z'))).toBe('2026-12-02');
  });
});
