/** The Store sync screen's data layer: the mirror's status, polled, and Run full load. */
import { useQuery } from '@tanstack/react-query';
import { storeSyncContract } from '@console/contracts/store-sync.contract';
import type { CallResponse } from '@console/contracts/common/call';
import { callApi } from '../../api/api-client';
import { storeSyncKeys } from './store-sync-query-keys';
import { groupedNumber } from '@console/contracts/common/numbers';

/** The screen follows a running load and new webhooks without a reload. */
const POLL_MS = 5_000;

export function useStoreSyncStatus() {
  return useQuery({
    queryKey: storeSyncKeys.named('status'),
    queryFn: ({ signal }) => callApi(storeSyncContract.status, { signal }),
    refetchInterval: POLL_MS,
  });
}

export const startFullLoad = () => callApi(storeSyncContract.fullLoad);

/**
 * What the start did: a new load; one more queued after the load that is already reading the store (it would miss
 * what changed since it began); or the load not yet begun, which reads everything anyway.
 */
export function fullLoadText(answer: CallResponse<typeof storeSyncContract.fullLoad>): string {
  if (answer.started) return `Full load started (job ${answer.jobId}).`;
  if (answer.queued) return `A full load is running (job ${answer.jobId}); another will start when it ends.`;
  return `A full load is already running (job ${answer.jobId}).`;
}

type Status = CallResponse<typeof storeSyncContract.status>;

/** A load's customers, with the store's count while it runs: '2,000 of 10,000 customers'. */
export function loadCustomersText(load: NonNullable<Status['lastFullLoad']>): string {
  const done = groupedNumber(load.customers);
  return load.status === 'running' && load.total !== null ? `${done} of ${groupedNumber(load.total)} customers` : `${done} customers`;
}

/** Webhooks signed for another shop of the same app: ignored, and said so in plain words. */
export function otherShopsText(other: Status['otherShops'], time: (iso: string) => string): string {
  if (other.count === 0) return 'None: every webhook was for this shop.';
  const what = other.count === 1 ? '1 webhook for another shop was' : `${groupedNumber(other.count)} webhooks for other shops were`;
  return `${what} ignored (nothing changed here). The newest came from ${other.newestShop ?? 'an unnamed shop'}${other.newestAt ? ` at ${time(other.newestAt)}` : ''}.`;
}
