/**
 * The Jobs screen's data layer: the list (asked again while a job runs), and Retry and Cancel with
 * messages naming the job; both load every job query again. Components call these hooks, never the
 * API client. One job's details are read in api/job-detail.ts, since an upload's summary shows them too.
 */
import { useCallback } from 'react';
import { useMutation, useQueryClient, type MutationOptions, type QueryClient } from '@tanstack/react-query';
import type { PageQuery } from '@console/contracts/common/paging';
import { jobsContract, type JobRow, type JobStatus } from '@console/contracts/jobs.contract';
import { callApi } from '../../api/api-client';
import { isActive, JOB_POLL_MS } from '../../api/job-detail';
import { jobKeys } from '../../api/jobs-query-keys';
import { useActionFeedback, type ActionFeedback } from '../../ui/action-feedback';
import { usePagedList } from '../../ui/use-paged-list';
import { invalidateKeys } from '../../ui/save-mutation';

/** A job's name as the operator reads it: what it is about, else its type. */
export const jobTitle = (job: Pick<JobRow, 'title' | 'type'>): string => job.title ?? job.type;

export type JobAction = 'retry' | 'cancel';

/** 'job 12 (Apply price SKU-1 on 12/01/2026)': how the messages name a job. */
export const jobName = (job: Pick<JobRow, 'id' | 'title' | 'type'>): string => `job ${job.id} (${jobTitle(job)})`;

const DONE: Record<JobAction, string> = { retry: 'Started {job} again.', cancel: 'Cancelled {job}.' };
const FAILED: Record<JobAction, string> = { retry: 'Retrying {job} failed', cancel: 'Cancelling {job} failed' };
export const jobActionText = (action: JobAction, job: Pick<JobRow, 'id' | 'title' | 'type'>): string =>
  DONE[action].replace('{job}', jobName(job));
export const jobActionFailedText = (action: JobAction, job: Pick<JobRow, 'id' | 'title' | 'type'>): string =>
  FAILED[action].replace('{job}', jobName(job));

/** The jobs of the functions this operator may open, newest first; asked again every 2 s while any runs. */
export function useJobsList(status: JobStatus | null) {
  const fetchPage = useCallback(
    (cursor: PageQuery, signal: AbortSignal) => callApi(jobsContract.list, { query: cursor, body: status ? { status } : {}, signal }),
    [status],
  );
  return usePagedList({
    queryKey: jobKeys.list({ status }),
    fetchPage,
    refetchInterval: (rows) => (rows.some((job) => isActive(job.status)) ? JOB_POLL_MS : false),
    cursorInUrl: true,
  });
}

export interface JobActionDeps {
  queryClient: QueryClient;
  feedback: ActionFeedback;
  /** The call; the contract's retry or cancel unless a test gives its own. */
  send?: (job: JobRow) => Promise<unknown>;
}

const CALLS: Record<JobAction, (job: JobRow) => Promise<unknown>> = {
  retry: (job) => callApi(jobsContract.retry, { params: { id: job.id } }),
  cancel: (job) => callApi(jobsContract.cancel, { params: { id: job.id } }),
};

/** Retry and Cancel change the lists and that job. */
export const jobActionChanges = (job: Pick<JobRow, 'id'>) => [jobKeys.lists(), jobKeys.detail(job.id)];

/** Retry or Cancel: names the job in the answer, or gives the server's reason with Retry; the lists and that job load again. */
export function jobActionOptions(
  action: JobAction,
  { queryClient, feedback, send = CALLS[action] }: JobActionDeps,
  again: (job: JobRow) => void,
): MutationOptions<unknown, Error, JobRow> {
  return {
    mutationFn: send,
    onSuccess: async (_answer, job) => {
      feedback.success(jobActionText(action, job));
      await invalidateKeys(queryClient, jobActionChanges(job));
    },
    onError: (error, job) => feedback.failure(jobActionFailedText(action, job), error, () => again(job)),
  };
}

export function useJobAction(action: JobAction) {
  const queryClient = useQueryClient();
  const feedback = useActionFeedback();
  const mutation = useMutation(jobActionOptions(action, { queryClient, feedback }, (job) => mutation.mutate(job)));
  return mutation;
}
