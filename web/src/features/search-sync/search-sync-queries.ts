/** The SOLR screen's data layer (docs/functions/commerce-tools.md §2.7, §4): the sync status, polled while a sync runs, and Start. */
import { useQuery } from '@tanstack/react-query';
import { SYNC_POLL_RUNNING_MS, searchSyncContract, type SyncStatus } from '@console/contracts/search-sync.contract';
import { callApi } from '../../api/api-client';
import { searchSyncKeys } from './search-sync-query-keys';

/** docs/functions/commerce-tools.md §4: re-fetched every 30 s while the last sync is not completed. */
export const statusPollMs = (status: SyncStatus | undefined): number | false =>
  status && !status.completed ? SYNC_POLL_RUNNING_MS : false;

export function useSearchSyncStatus() {
  return useQuery({
    queryKey: searchSyncKeys.named('status'),
    queryFn: ({ signal }) => callApi(searchSyncContract.status, { signal }),
    refetchInterval: (query) => statusPollMs(query.state.data),
  });
}

export const startSearchSync = () => callApi(searchSyncContract.start);
