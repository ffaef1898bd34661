import { describe, expect, it } from 'vitest';
import { knotPeriod } from './knot-report.service';

// 03:10 UTC on 12/02 is still the evening of 12/01 in New York and already 12/02 in Tokyo.
const now = Date.parse('2026-12-02T03:10:00Z');
const day = (d: string) => ({ dateFrom: `${d}T00:00:00Z`, dateTo: `${d}T23:59:59Z` });

describe('Knot report period', () => {
  it("refuses a day after today on the shop's clock, whatever the UTC date", () => {
    expect(knotPeriod(day('2026-12-01'), 'America/New_York', now)).toEqual({
      from: '2026-12-01T00:00:00.000Z',
      to: '2026-12-01T23:59:59.000Z',
    });
    expect(() => knotPeriod(day('2026-12-02'), 'America/New_York', now)).toThrow('Dates cannot be in the future.');
    expect(knotPeriod(day('2026-12-02'), 'Asia/Tokyo', now).to).toBe('2026-12-02T23:59:59.000Z');
    expect(() => knotPeriod(day('2026-12-03'), 'Asia/Tokyo', now)).toThrow('Dates cannot be in the future.');
  });
});
