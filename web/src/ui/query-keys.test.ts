import { describe, expect, it } from 'vitest';
import { featureQueryKeys } from './query-keys';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) => prefix.every((part, i) => Object.is(key[i], part));

describe('featureQueryKeys', () => {
  const keys = featureQueryKeys('coupons');

  it('puts every key of the feature under `all`, so one invalidation reaches them all', () => {
    for (const key of [keys.list('used', { searchValue: '' }), keys.detail(7), keys.named('options')])
      expect(startsWith(key, keys.all)).toBe(true);
  });

  it('keeps lists, records and named keys apart', () => {
    expect(keys.list('used')).toEqual(['coupons', 'list', 'used']);
    expect(keys.detail('7')).toEqual(['coupons', 'detail', '7']);
    expect(startsWith(keys.detail(7), keys.list())).toBe(false);
    expect(featureQueryKeys('staff').all).not.toEqual(keys.all);
  });

  it('puts every list under `lists()` and every record under `details()`', () => {
    expect(startsWith(keys.list('used', { searchValue: 'a' }), keys.lists())).toBe(true);
    expect(startsWith(keys.detail(7), keys.details())).toBe(true);
    expect(startsWith(keys.detail(7), keys.lists())).toBe(false);
  });
});
