/**
 * One job as the screens that started it follow it: an upload's summary, its rows' outcomes and the Jobs
 * drawer all read the same query, so it sits below the features.
 */
import { useQuery } from '@tanstack/react-query';
import { jobsContract, type JobStatus } from '@console/contracts/jobs.contract';
import { callApi } from './api-client';
import { jobKeys } from './jobs-query-keys';

/** How often a working job (or a list holding one) is asked again. */
export const JOB_POLL_MS = 2000;

/** Still working: pending or running. */
export function isActive(status: JobStatus): boolean {
  return status === 'pending' || status === 'running';
}

export const fetchJob = (jobId: number, signal?: AbortSignal) => callApi(jobsContract.detail, { params: { id: jobId }, signal });

/** One job with its rows' outcomes, asked again every 2 s while it works. */
export function useJob(jobId: number) {
  return useQuery({
    queryKey: jobKeys.detail(jobId),
    queryFn: ({ signal }) => fetchJob(jobId, signal),
    refetchInterval: (query) => (query.state.data && !isActive(query.state.data.status) ? false : JOB_POLL_MS),
  });
}
