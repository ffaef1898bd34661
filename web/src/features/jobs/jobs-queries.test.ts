import { afterEach, describe, expect, it, vi } from 'vitest';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import type { JobRow } from '@console/contracts/jobs.contract';
import type { ActionFeedback } from '../../ui/action-feedback';
import { recordRequests } from '../../api/fetch-recorder';
import { fetchJob, isActive } from '../../api/job-detail';
import { jobKeys } from '../../api/jobs-query-keys';
import { jobActionOptions, jobName } from './jobs-queries';

afterEach(() => vi.unstubAllGlobals());

const job: JobRow = {
  id: 12,
  type: 'bulk-price.apply',
  title: 'Apply price TL-1 on 12/01/2026',
  status: 'pending',
  attempts: 0,
  lastError: null,
  progressDone: 0,
  progressTotal: null,
  resultFileId: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
  maxAttempts: 8,
  startedBy: 'admin@shop.example',
  resultFileName: null,
  failedRows: 0,
  canRetry: false,
  canCancel: true,
};

function setup() {
  const client = new QueryClient();
  client.setQueryData(jobKeys.list({ status: null }), { rows: [job] });
  client.setQueryData(jobKeys.detail(12), job);
  client.setQueryData(jobKeys.detail(13), { ...job, id: 13 });
  const said: Array<{ text: string; retry?: () => void }> = [];
  const feedback: ActionFeedback = {
    success: (text) => said.push({ text }),
    failure: (what, error, retry) => said.push({ text: `${what}: ${(error as Error).message}`, retry }),
  };
  return { client, said, feedback };
}

describe('jobs queries', () => {
  it('names a job by id and what it is about, its type when it has no title', () => {
    expect(jobName(job)).toBe('job 12 (Apply price TL-1 on 12/01/2026)');
    expect(jobName({ ...job, title: null })).toBe('job 12 (bulk-price.apply)');
  });

  it("reads one job's details by its id in the path; pending and running are still working", async () => {
    const requests = recordRequests({ ...job, outcomes: [] });
    await expect(fetchJob(12)).resolves.toMatchObject({ id: 12 });
    expect(requests).toEqual([{ method: 'GET', url: '/api/jobs/12', body: undefined }]);
    expect(['pending', 'running', 'done', 'failed', 'cancelled'].filter((s) => isActive(s as JobRow['status']))).toEqual([
      'pending',
      'running',
    ]);
  });

  it('Cancel answers naming the job and loads the lists and that job again, no other job', async () => {
    const { client, said, feedback } = setup();
    const sent: number[] = [];
    await new MutationObserver(
      client,
      jobActionOptions('cancel', { queryClient: client, feedback, send: async (j) => sent.push(j.id) }, () => undefined),
    ).mutate(job);
    expect(sent).toEqual([12]);
    expect(said.map((s) => s.text)).toEqual(['Cancelled job 12 (Apply price TL-1 on 12/01/2026).']);
    expect(client.getQueryState(jobKeys.list({ status: null }))?.isInvalidated).toBe(true);
    expect(client.getQueryState(jobKeys.detail(12))?.isInvalidated).toBe(true);
    // Another job's details stay fresh.
    expect(client.getQueryState(jobKeys.detail(13))?.isInvalidated).toBe(false);
  });

  it("a refused Retry shows the server's reason and offers to try again with the same job", async () => {
    const { client, said, feedback } = setup();
    const again: JobRow[] = [];
    const options = jobActionOptions(
      'retry',
      { queryClient: client, feedback, send: () => Promise.reject(new Error('Only a failed or cancelled job can be retried.')) },
      (j) => again.push(j),
    );
    await expect(new MutationObserver(client, options).mutate(job)).rejects.toThrow();
    expect(said[0]?.text).toBe('Retrying job 12 (Apply price TL-1 on 12/01/2026) failed: Only a failed or cancelled job can be retried.');
    said[0]?.retry?.();
    expect(again).toEqual([job]);
    expect(client.getQueryState(jobKeys.list({ status: null }))?.isInvalidated).toBe(false);
  });
});
