import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Whether the code running now is a job's handler (and which job), without passing it down every call:
 * an adapter may then treat work that can wait (a job, retried later) apart from an operator's request.
 */
const jobScope = new AsyncLocalStorage<number>();

export function runInJobScope<T>(jobId: number, run: () => Promise<T>): Promise<T> {
  return jobScope.run(jobId, run);
}

/** The id of the job whose handler is running, or null outside any job. */
export function currentJobId(): number | null {
  return jobScope.getStore() ?? null;
}
