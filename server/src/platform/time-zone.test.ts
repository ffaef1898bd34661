import { describe, expect, it } from 'vitest';
import { isTimeZone, zonedDayRange, zonedDayStart, zonedToday } from './time-zone';

describe('shop time zone', () => {
  it('starts a New York day at 05:00Z in winter and 04:00Z in summer', () => {
    expect(zonedDayStart('2026-01-15', 'America/New_York')).toBe('2026-01-15T05:00:00.000Z');
    expect(zonedDayStart('2026-07-15', 'America/New_York')).toBe('2026-07-15T04:00:00.000Z');
  });

  it('handles the days of the DST changes and zones east of UTC', () => {
    expect(zonedDayStart('2026-03-08', 'America/New_York')).toBe('2026-03-08T05:00:00.000Z');
    expect(zonedDayStart('2026-11-01', 'America/New_York')).toBe('2026-11-01T04:00:00.000Z');
    expect(zonedDayStart('2026-06-01', 'Asia/Tokyo')).toBe('2026-05-31T15:00:00.000Z');
    expect(zonedDayStart('2026-06-01', 'UTC')).toBe('2026-06-01T00:00:00.000Z');
  });

  it('starts the day at 01:00 local where DST begins at midnight', () => {
    // Santiago jumps from 00:00 -04 to 01:00 -03 on 2024-09-08; Havana from 00:00 -05 to 01:00 -04 on 2024-03-10.
    expect(zonedDayStart('2024-09-08', 'America/Santiago')).toBe('2024-09-08T04:00:00.000Z');
    expect(zonedDayStart('2024-03-10', 'America/Havana')).toBe('2024-03-10T05:00:00.000Z');
    // The days around them start at midnight as usual.
    expect(zonedDayStart('2024-09-07', 'America/Santiago')).toBe('2024-09-07T04:00:00.000Z');
    expect(zonedDayStart('2024-09-09', 'America/Santiago')).toBe('2024-09-09T03:00:00.000Z');
    expect(zonedDayStart('2024-03-11', 'America/Havana')).toBe('2024-03-11T04:00:00.000Z');
    // Where DST ends at midnight (back to 23:00 of the day before) the day starts at 00:00 of the new offset.
    expect(zonedDayStart('2024-04-07', 'America/Santiago')).toBe('2024-04-07T04:00:00.000Z');
  });

  it("gives the zone's today", () => {
    const late = Date.parse('2026-02-01T03:30:00Z');
    expect(zonedToday('America/New_York', late)).toBe('2026-01-31');
    expect(zonedToday('UTC', late)).toBe('2026-02-01');
    expect(isTimeZone('America/Toronto')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('covers whole days of the zone, the last millisecond of To included, across a DST change', () => {
    expect(zonedDayRange('2026-03-07', '2026-03-08', 'America/New_York')).toEqual({
      from: '2026-03-07T05:00:00.000Z',
      to: '2026-03-09T03:59:59.999Z',
    });
    expect(zonedDayRange('2026-12-01', '2026-12-31', 'Asia/Tokyo')).toEqual({
      from: '2026-11-30T15:00:00.000Z',
      to: '2026-12-31T14:59:59.999Z',
    });
  });
});
