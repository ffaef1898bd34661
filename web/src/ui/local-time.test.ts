import { describe, expect, it } from 'vitest';
import { zonedHeader } from './local-time';

describe('zonedHeader', () => {
  it('keeps the header and names the zone in its tooltip', () => {
    expect(zonedHeader('Return Date', 'America/New_York')).toEqual({
      headerName: 'Return Date',
      headerTooltip: 'Return Date (America/New_York time)',
    });
  });
});
