import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordRequests } from '../../api/fetch-recorder';
import { fullLoadText, loadCustomersText, otherShopsText, startFullLoad } from './store-sync-queries';
import { storeSyncKeys } from './store-sync-query-keys';

afterEach(() => vi.unstubAllGlobals());

describe('store sync queries', () => {
  it('starts a full load with a POST and says whether it started or one was running', async () => {
    const requests = recordRequests({ jobId: 7, started: true, queued: false });
    const answer = await startFullLoad();
    expect(requests).toEqual([{ method: 'POST', url: '/api/store-sync/full-load', body: undefined }]);
    expect(fullLoadText(answer)).toBe('Full load started (job 7).');
    expect(fullLoadText({ jobId: 7, started: false, queued: false })).toBe('A full load is already running (job 7).');
    expect(fullLoadText({ jobId: 7, started: false, queued: true })).toBe(
      'A full load is running (job 7); another will start when it ends.',
    );
  });

  it('keys the status under the feature root', () => {
    expect(storeSyncKeys.named('status')).toEqual(['store-sync', 'status']);
  });

  it("shows a running load against the store's count, and names the newest other shop", () => {
    const load = {
      jobId: 3,
      status: 'running' as const,
      startedAt: '2026-11-27T01:00:00.000Z',
      finishedAt: null,
      customers: 2000,
      total: 10000,
      error: null,
    };
    expect(loadCustomersText(load)).toBe('2,000 of 10,000 customers');
    expect(loadCustomersText({ ...load, status: 'done', customers: 10000 })).toBe('10,000 customers');
    const at = (iso: string) => `<${iso}>`;
    expect(otherShopsText({ count: 0, newestShop: null, newestAt: null }, at)).toBe('None: every webhook was for this shop.');
    expect(otherShopsText({ count: 3, newestShop: 'dev-shop.myshopify.com', newestAt: 'T' }, at)).toBe(
      '3 webhooks for other shops were ignored (nothing changed here). The newest came from dev-shop.myshopify.com at <T>.',
    );
    expect(otherShopsText({ count: 1, newestShop: 'dev-shop.myshopify.com', newestAt: 'T' }, at)).toBe(
      '1 webhook for another shop was ignored (nothing changed here). The newest came from dev-shop.myshopify.com at <T>.',
    );
  });
});
