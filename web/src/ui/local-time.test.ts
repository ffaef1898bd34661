import { describe, expect, it } from 'vitest';
import { formatLocalTime, localZoneName, zonedHeader } from './local-time';

describe('formatLocalTime', () => {
  it('shows the local clock time with the zone it is in', () => {
    const iso = '2026-03-04T17:05:00.000Z';
    const zone = localZoneName(new Date(iso));
    expect(zone).not.toBe('');
    expect(formatLocalTime(iso)).toMatch(new RegExp(`^03/0[45]/2026 \\d{1,2}:05 (AM|PM) ${zone.replace(/[+]/g, '\\+')}$`));
  });

  it('is empty for no time', () => {
    expect(formatLocalTime(null)).toBe('');
    expect(formatLocalTime(undefined)).toBe('');
  });
});

describe('zonedHeader', () => {
  it('keeps the header and names the zone in its tooltip', () => {
    expect(zonedHeader('Return Date', 'America/New_York')).toEqual({
      headerName: 'Return Date',
      headerTooltip: 'Return Date (America/New_York time)',
    });
  });
});
