import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordRequests } from '../../app/fetch-recorder';
import { fullLoadText, startFullLoad, storeSyncKeys } from './store-sync-queries';

afterEach(() => vi.unstubAllGlobals());

describe('store sync queries', () => {
  it('starts a full load with a POST and says whether it started or one was running', async () => {
    const requests = recordRequests({ jobId: 7, started: true });
    const answer = await startFullLoad();
    expect(requests).toEqual([{ method: 'POST', url: '/api/store-sync/full-load', body: undefined }]);
    expect(fullLoadText(answer)).toBe('Full load started (job 7).');
    expect(fullLoadText({ jobId: 7, started: false })).toBe('A full load is already running (job 7).');
  });

  it('keys the status under the feature root', () => {
    expect(storeSyncKeys.named('status')).toEqual(['store-sync', 'status']);
  });
});
