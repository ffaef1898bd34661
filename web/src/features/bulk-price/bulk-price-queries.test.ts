import { describe, expect, it } from 'vitest';
import { importResultsPollMs } from './bulk-price-queries';
import { bulkPriceKeys } from './bulk-price-query-keys';

describe('bulk price queries', () => {
  it("asks for an import's results again until its job has ended", () => {
    expect(importResultsPollMs(undefined)).toBe(2000);
    expect(importResultsPollMs('pending')).toBe(2000);
    expect(importResultsPollMs('running')).toBe(2000);
    expect(importResultsPollMs('done')).toBe(false);
    expect(importResultsPollMs('failed')).toBe(false);
  });

  it('keys each SKU search under the feature, so a saved price loads every list again', () => {
    expect(bulkPriceKeys.list('SKU-1')).toEqual(['bulk-price', 'list', 'SKU-1']);
    expect(bulkPriceKeys.list('').slice(0, 1)).toEqual(bulkPriceKeys.all);
  });
});
