import { describe, expect, it } from 'vitest';
import { featureQueryKeys } from './query-keys';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) => prefix.every((part, i) => Object.is(key[i], part));

interface CouponListQuery {
  search: string;
  used: 'used' | 'unused' | 'all';
}

describe('featureQueryKeys', () => {
  const keys = featureQueryKeys<'coupons', CouponListQuery, number, { options: void; page: { n: number } }>('coupons');
  const used = { search: '', used: 'used' } as const;

  it('puts every key of the feature under `all`, so one invalidation reaches them all', () => {
    for (const key of [keys.list(used), keys.detail(7), keys.named('options'), keys.named('page', { n: 2 })])
      expect(startsWith(key, keys.all)).toBe(true);
  });

  it("keys a list by the feature's list query and a record by its id, apart from each other and other features", () => {
    expect(keys.list(used)).toEqual(['coupons', 'list', used]);
    expect(keys.detail(7)).toEqual(['coupons', 'detail', 7]);
    expect(keys.named('options')).toEqual(['coupons', 'options']);
    expect(keys.named('page', { n: 2 })).toEqual(['coupons', 'page', { n: 2 }]);
    expect(startsWith(keys.detail(7), keys.lists())).toBe(false);
    expect(featureQueryKeys('staff').all).not.toEqual(keys.all);
  });

  it('puts every list under `lists()` and every record under `details()`', () => {
    expect(startsWith(keys.list({ search: 'a', used: 'all' }), keys.lists())).toBe(true);
    expect(startsWith(keys.detail(7), keys.details())).toBe(true);
    expect(startsWith(keys.detail(7), keys.lists())).toBe(false);
  });

  it('keys a feature with one list and no filters by its list alone', () => {
    const one = featureQueryKeys<'events'>('events');
    expect(one.list()).toEqual(['events', 'list']);
  });

  it('types each key by the feature: another list query, id type or name does not compile', () => {
    // @ts-expect-error a list takes the feature's list query, not loose values
    keys.list('used');
    // @ts-expect-error the coupons' records are keyed by a number
    keys.detail('7');
    // @ts-expect-error only the feature's named queries
    keys.named('history');
    expect(true).toBe(true);
  });
});
