import { afterEach, describe, expect, it, vi } from 'vitest';
import { SYNC_POLL_RUNNING_MS, type SyncStatus } from '@console/contracts/search-sync.contract';
import { recordRequests } from '../../api/fetch-recorder';
import { startSearchSync, statusPollMs } from './search-sync-queries';

afterEach(() => vi.unstubAllGlobals());

describe('search sync queries', () => {
  it('polls every 30 s while a sync is not completed, and not otherwise', () => {
    expect(statusPollMs({ completed: false } as SyncStatus)).toBe(SYNC_POLL_RUNNING_MS);
    expect(statusPollMs({ completed: true } as SyncStatus)).toBe(false);
    expect(statusPollMs(undefined)).toBe(false);
  });

  it('starts a sync with one call and no body', async () => {
    const requests = recordRequests({ result: true });
    await expect(startSearchSync()).resolves.toEqual({ result: true });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).toBeUndefined();
  });
});
