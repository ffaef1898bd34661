import { afterEach, describe, expect, it } from 'vitest';
import { SHOP_TIME_ZONE, setShopTimeZone } from '../../ui/shop-time';
import { EMPTY_DRAFT, toFilter } from './audit-filter-draft';

afterEach(() => setShopTimeZone(SHOP_TIME_ZONE));

describe('audit filter days', () => {
  it("sends From and To as the shop's midnights, whatever the browser's zone", () => {
    expect(toFilter({ ...EMPTY_DRAFT, from: '2026-12-01', to: '2026-12-02' })).toEqual({
      from: '2026-12-01T05:00:00.000Z',
      to: '2026-12-03T05:00:00.000Z',
    });
    setShopTimeZone('Asia/Tokyo');
    expect(toFilter({ ...EMPTY_DRAFT, from: '2026-06-30', to: '2026-06-30' })).toEqual({
      from: '2026-06-29T15:00:00.000Z',
      to: '2026-06-30T15:00:00.000Z',
    });
  });

  it('keeps the day across a change of clocks and the end of a month', () => {
    // New York moves to daylight time on 03/08/2026: the next day starts at 04:00Z.
    expect(toFilter({ ...EMPTY_DRAFT, to: '2026-03-08' }).to).toBe('2026-03-09T04:00:00.000Z');
    expect(toFilter({ ...EMPTY_DRAFT, to: '2026-01-31' }).to).toBe('2026-02-01T05:00:00.000Z');
  });

  it('starts a day whose midnight the zone skips at 01:00', () => {
    // Santiago moves its clocks from 00:00 to 01:00 on 09/06/2026.
    setShopTimeZone('America/Santiago');
    expect(toFilter({ ...EMPTY_DRAFT, from: '2026-09-06' }).from).toBe('2026-09-06T04:00:00.000Z');
  });

  it('sends the other filters as typed, and nothing for what is empty', () => {
    expect(toFilter(EMPTY_DRAFT)).toEqual({});
    expect(toFilter({ ...EMPTY_DRAFT, operatorId: '3', action: 'returns.refund', target: ' return:2 ' })).toEqual({
      operatorId: 3,
      action: 'returns.refund',
      target: 'return:2',
    });
  });
});
