import { describe, expect, it } from 'vitest';
import { localZoneName, zonedHeader } from './local-time';

describe('localZoneName', () => {
  it("names the operator's zone at an instant", () => {
    expect(localZoneName(new Date('2026-03-04T17:05:00.000Z'))).not.toBe('');
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
