/** The Store sync screen's data layer: the mirror's status, polled, and Run full load. */
import { useQuery } from '@tanstack/react-query';
import { storeSyncContract } from '@console/contracts/store-sync.contract';
import type { CallResponse } from '@console/contracts/common/call';
import { callApi } from '../../app/api-client';
import { featureQueryKeys } from '../../ui/query-keys';

export const storeSyncKeys = featureQueryKeys('store-sync');
/** The screen follows a running load and new webhooks without a reload. */
const POLL_MS = 5_000;

export function useStoreSyncStatus() {
  return useQuery({ queryKey: storeSyncKeys.named('status'), queryFn: ({ signal }) => callApi(storeSyncContract.status, { signal }), refetchInterval: POLL_MS });
}

export const startFullLoad = () => callApi(storeSyncContract.fullLoad);

/** What the start did: a new load, or the one already running (a second click starts nothing). */
export function fullLoadText(answer: CallResponse<typeof storeSyncContract.fullLoad>): string {
  return answer.started ? `Full load started (job ${answer.jobId}).` : `A full load is already running (job ${answer.jobId}).`;
}
