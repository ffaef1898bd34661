import { describe, expect, it } from 'vitest';
import { orderSearchText } from './returns-queries';
import { recentReturnsKey, returnsKeys } from './returns-query-keys';

describe('returns queries', () => {
  it('searches the trimmed text and nothing for blank text', () => {
    expect(orderSearchText(' #1001 ')).toBe('#1001');
    expect(orderSearchText('   ')).toBeNull();
  });

  it('keys the order search and the newest returns under the feature root, so a new return refreshes both', () => {
    expect(returnsKeys.list({ order: '1001' })).toEqual(['returns', 'list', { order: '1001' }]);
    expect(recentReturnsKey).toEqual(['returns', 'recent']);
    expect(recentReturnsKey.slice(0, 1)).toEqual(returnsKeys.all);
    expect(returnsKeys.list({ order: '1001' }).slice(0, 1)).toEqual(returnsKeys.all);
  });
});
