import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { invalidateKeys } from '../../ui/save-mutation';
import { bulkPriceSaveChanges, importResultsPollMs } from './bulk-price-queries';
import { bulkPriceKeys } from './bulk-price-query-keys';

describe('bulk price queries', () => {
  it("asks for an import's results again until its job has ended", () => {
    expect(importResultsPollMs(undefined)).toBe(2000);
    expect(importResultsPollMs('pending')).toBe(2000);
    expect(importResultsPollMs('running')).toBe(2000);
    expect(importResultsPollMs('done')).toBe(false);
    expect(importResultsPollMs('failed')).toBe(false);
  });

  it('keys each SKU search under the lists, so a saved price loads every list again and no import results', async () => {
    const query = { sku: 'SKU-1', onlyScheduled: false };
    expect(bulkPriceKeys.list(query)).toEqual(['bulk-price', 'list', query]);
    const client = new QueryClient();
    client.setQueryData(bulkPriceKeys.list(query), []);
    client.setQueryData(bulkPriceKeys.list({ sku: '', onlyScheduled: true }), []);
    client.setQueryData(bulkPriceKeys.named('import', { jobId: 4 }), {});
    await invalidateKeys(client, bulkPriceSaveChanges());
    expect(client.getQueryState(bulkPriceKeys.list(query))?.isInvalidated).toBe(true);
    expect(client.getQueryState(bulkPriceKeys.list({ sku: '', onlyScheduled: true }))?.isInvalidated).toBe(true);
    expect(client.getQueryState(bulkPriceKeys.named('import', { jobId: 4 }))?.isInvalidated).toBe(false);
  });
});
