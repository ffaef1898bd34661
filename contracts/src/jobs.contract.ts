import { z } from 'zod';
import { defineCall } from './common/call';
import { pageQuery, pageResponse } from './common/paging';

export const JOB_STATUSES = ['pending', 'running', 'done', 'failed', 'cancelled'] as const;
export const jobStatus = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof jobStatus>;
/** One word for each state, wherever a job shows (Jobs screen, upload results, Home, palette). */
export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  pending: 'Pending',
  running: 'Running',
  done: 'Done',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/**
 * What a done job that failed some rows says instead of Done. Derived from its failed row count, not
 * stored: the stored states stay the five above, so filters, retries and Home keep their meaning.
 */
export const COMPLETED_WITH_ERRORS = 'Completed with errors';

/** The word for a job wherever it shows: its state, or 'Completed with errors' for a done job with failed rows. */
export function jobOutcomeLabel(job: { status: JobStatus; failedRows: number }): string {
  return job.status === 'done' && job.failedRows > 0 ? COMPLETED_WITH_ERRORS : JOB_STATUS_LABELS[job.status];
}

/**
 * `row` counts the rows under the headers from 1; the operator's spreadsheet shows the header on
 * line 1, so row 4 is line 5 there.
 */
export const sheetLine = (row: number): number => row + 1;

export const rowOutcome = z.object({ row: z.number(), status: z.enum(['done', 'failed']), message: z.string() });
export type RowOutcome = z.infer<typeof rowOutcome>;

/** One job as the Jobs screen shows it. */
export const jobRow = z.object({
  id: z.number(),
  type: z.string(),
  status: jobStatus,
  attempts: z.number(),
  lastError: z.string().nullable(),
  /** What the operator reads, e.g. 'Registration import'; null shows the type. */
  title: z.string().nullable(),
  progressDone: z.number(),
  progressTotal: z.number().nullable(),
  /** Download with GET /api/files/:id. */
  resultFileId: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  maxAttempts: z.number(),
  /** E-mail of the operator who started it; null for work the console started itself (a schedule). */
  startedBy: z.string().nullable(),
  resultFileName: z.string().nullable(),
  /** Rows of an import that failed; the error file (GET /api/jobs/:id/error-file) holds exactly these. */
  failedRows: z.number(),
  /** Failed or cancelled: Retry runs it again. */
  canRetry: z.boolean(),
  /** Pending, or running and not yet asked to stop. */
  canCancel: z.boolean(),
});
export type JobRow = z.infer<typeof jobRow>;

const jobId = z.object({ id: z.coerce.number().int().positive() });

/** The Jobs screen: background work of the functions the operator may open, its progress, outcomes and files. */
export const jobsContract = {
  list: defineCall({
    method: 'POST',
    path: '/api/jobs/list',
    access: 'operator',
    query: pageQuery,
    body: z.object({ status: jobStatus.optional() }),
    response: pageResponse(jobRow),
  }),
  /** Progress and per-row outcome of one job (an import, a bulk send). */
  detail: defineCall({
    method: 'GET',
    path: '/api/jobs/:id',
    access: 'operator',
    params: jobId,
    response: jobRow.extend({
      outcomes: z.array(rowOutcome),
      /** Row -> its e-mail, for the failed rows that have one: a result names whose row failed. */
      failedRowEmails: z.record(z.string(), z.string()),
    }),
  }),
  retry: defineCall({ method: 'POST', path: '/api/jobs/:id/retry', access: 'operator', params: jobId, response: jobRow }),
  cancel: defineCall({ method: 'POST', path: '/api/jobs/:id/cancel', access: 'operator', params: jobId, response: jobRow }),
  /**
   * The failed rows of an import: their original columns plus a Reason column, as xlsx
   * (Content-Disposition: attachment), each cell as it was sent. Made once the job has ended (409
   * before) and served again; made anew after a Retry.
   */
  errorFile: defineCall({ method: 'GET', path: '/api/jobs/:id/error-file', access: 'operator', params: jobId, response: z.unknown() }),
} as const;
