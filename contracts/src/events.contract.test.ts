import { describe, expect, it } from 'vitest';
import { eventBody, parseEventTime } from './events.contract';

describe('parseEventTime', () => {
  it('reads ISO texts (zone-less as UTC), epoch milliseconds and the grid format', () => {
    expect(parseEventTime('2030-05-01T09:00:00.000Z')).toBe('2030-05-01T09:00:00.000Z');
    expect(parseEventTime('2030-05-01T11:00:00+02:00')).toBe('2030-05-01T09:00:00.000Z');
    expect(parseEventTime('2030-05-01 09:30')).toBe('2030-05-01T09:30:00.000Z');
    expect(parseEventTime('2030-05-01')).toBe('2030-05-01T00:00:00.000Z');
    expect(parseEventTime(Date.UTC(2030, 4, 1, 9))).toBe('2030-05-01T09:00:00.000Z');
    expect(parseEventTime('05/01/2030 9:05:07 PM')).toBe('2030-05-01T21:05:07.000Z');
    expect(parseEventTime('05/01/2030 12:00:00 AM')).toBe('2030-05-01T00:00:00.000Z');
    expect(parseEventTime('5/1/2030')).toBe('2030-05-01T00:00:00.000Z');
  });

  it('refuses what is not a real time', () => {
    for (const bad of [
      '',
      'soon',
      '2030-02-30',
      '02/30/2030',
      '05/01/2030 13:00:00 PM',
      '05/01/2030 9:60:00 AM',
      '99999-01-01',
      Number.NaN,
      '1800-01-01',
    ]) {
      expect(parseEventTime(bad), String(bad)).toBeNull();
    }
  });
});

describe('eventBody', () => {
  const base = { name: 'Expo', description: 'Demos', dateFrom: '2030-05-01T09:00:00Z', dateTo: '2030-05-01T09:00:00Z' };
  it('publishes by default and accepts a checkbox value in any common form', () => {
    expect(eventBody.parse(base).active).toBe(true);
    expect(eventBody.parse({ ...base, active: false }).active).toBe(false);
    expect(eventBody.parse({ ...base, active: 0 }).active).toBe(false);
    expect(eventBody.parse({ ...base, active: 'true' }).active).toBe(true);
  });
  it('lets an event end when it starts but not before', () => {
    expect(eventBody.safeParse(base).success).toBe(true);
    const backwards = eventBody.safeParse({ ...base, dateTo: '2030-05-01T08:59:59Z' });
    expect(backwards.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['dateTo', 'Event Date To not valid.']]);
  });
});
