import { describe, expect, it } from 'vitest';
import { formatShopDateTime } from './shop-time';

describe('shop time', () => {
  it('shows an instant on the New York clock as MM/DD/YYYY h:mm:ss A', () => {
    expect(formatShopDateTime('2026-11-02T15:30:05Z')).toBe('11/02/2026 10:30:05 AM');
    expect(formatShopDateTime('2026-07-01T03:00:00Z')).toBe('06/30/2026 11:00:00 PM');
    expect(formatShopDateTime(null)).toBe('');
  });
});
