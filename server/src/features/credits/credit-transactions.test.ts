import { describe, expect, it } from 'vitest';
import { dateBound } from './credit-transactions';

describe('dateBound', () => {
  it("takes a day as the shop's whole day, in either form", () => {
    expect(dateBound('03/05/2026', 'startDate', 'start', 'America/New_York')).toBe('2026-03-05T05:00:00.000Z');
    expect(dateBound('2026-03-05', 'endDate', 'end', 'America/New_York')).toBe('2026-03-06T05:00:00.000Z');
    // The day clocks go forward is 23 hours long there.
    expect(dateBound('03/08/2026', 'endDate', 'end', 'America/New_York')).toBe('2026-03-09T04:00:00.000Z');
    expect(dateBound('2026-03-05', 'startDate', 'start', 'Asia/Tokyo')).toBe('2026-03-04T15:00:00.000Z');
  });

  it('keeps an ISO time as that instant, the end including it', () => {
    expect(dateBound('2026-03-05T23:59:59Z', 'endDate', 'end', 'America/New_York')).toBe('2026-03-05T23:59:59.001Z');
  });

  it('refuses what is not a calendar day or time with a field error, never a server error', () => {
    for (const text of ['yesterday', '2026-02-30', '02/30/2026', '2026-13-01']) {
      expect(() => dateBound(text, 'query.startDate', 'start', 'America/New_York')).toThrow('query.startDate is not a valid date.');
    }
    expect(dateBound(undefined, 'query.startDate', 'start', 'America/New_York')).toBeNull();
  });
});
