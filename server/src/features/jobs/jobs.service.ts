import type { FastifyReply } from 'fastify';
import type { Page, PageQuery } from '@console/contracts/common/paging';
import type { JobRow, JobStatus, RowOutcome } from '@console/contracts/jobs.contract';
import type { ShopContext } from '../../app-context';
import { writeAudit } from '../../platform/audit';
import { jobErrorFile } from '../../platform/error-file';
import { sendStoredFile } from '../../platform/file-reply';
import { holdsFlagSet } from '../../platform/flag-sets';
import { conflict, forbidden, notFound } from '../../platform/http-error';
import { retryEndedJob } from '../../platform/job-retry';
import { cancelJob, jobOutcomes } from '../../platform/jobs';
import { keysetPage, mapPage } from '../../platform/keyset';
import type { Operator } from '../../platform/operators';
import { failedRowCounts, findJob, jobKey, jobsPageQuery, type JobListRecord } from './jobs.repository';

function toJobRow(r: JobListRecord, failedRows: number): JobRow {
  return {
    id: r.id,
    type: r.type,
    status: r.status,
    attempts: r.attempts,
    lastError: r.last_error,
    title: r.title,
    progressDone: r.progress_done,
    progressTotal: r.progress_total,
    resultFileId: r.result_file_id,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    maxAttempts: r.max_attempts,
    startedBy: r.operator_email,
    resultFileName: r.result_file_name,
    failedRows,
    canRetry: r.status === 'failed' || r.status === 'cancelled',
    canCancel: r.status === 'pending' || (r.status === 'running' && r.cancel_requested === 0),
  };
}

/** The jobs of the functions this operator may open (every function of each job), newest first. */
export async function listJobs(ctx: ShopContext, operator: Operator, status: JobStatus | null, query: PageQuery): Promise<Page<JobRow>> {
  const page = await keysetPage(query, jobsPageQuery(ctx.db, ctx.shop.id, { status, flags: operator.flags }), jobKey);
  const failed = await failedRowCounts(
    ctx.db,
    page.rows.map((r) => r.id),
  );
  return mapPage(page, (r) => toJobRow(r, failed.get(r.id) ?? 0));
}

/** 404 for no such job (or another shop's), 403 for a job that needs a flag the operator lacks. */
async function visibleJob(ctx: ShopContext, operator: Operator, id: number): Promise<JobListRecord> {
  const job = await findJob(ctx.db, ctx.shop.id, id);
  if (!job) throw notFound('Job');
  if (!holdsFlagSet(operator.flags, job.flags)) throw forbidden();
  return job;
}

async function currentRow(ctx: ShopContext, id: number): Promise<JobRow> {
  const job = await findJob(ctx.db, ctx.shop.id, id);
  if (!job) throw notFound('Job');
  return toJobRow(job, (await failedRowCounts(ctx.db, [id])).get(id) ?? 0);
}

export async function jobDetail(
  ctx: ShopContext,
  operator: Operator,
  id: number,
): Promise<JobRow & { outcomes: RowOutcome[]; failedRowEmails: Record<string, string> }> {
  const job = await visibleJob(ctx, operator, id);
  const stored = await jobOutcomes(ctx.db, id);
  // Each outcome as the contract has it; the e-mail kept with a failed one goes to the map beside them.
  const outcomes: RowOutcome[] = [];
  const failedRowEmails: Record<string, string> = {};
  for (const { row, status, message, email } of stored) {
    outcomes.push({ row, status, message });
    if (status === 'failed' && email) failedRowEmails[String(row)] = email;
  }
  return { ...toJobRow(job, outcomes.filter((o) => o.status === 'failed').length), outcomes, failedRowEmails };
}

/** A failed or cancelled job runs again with fresh attempts, after its last committed batch. */
export async function retryJobFor(ctx: ShopContext, operator: Operator, id: number): Promise<JobRow> {
  const job = await visibleJob(ctx, operator, id);
  const retried = await retryEndedJob(ctx.db, ctx.shop.id, id, (trx) =>
    writeAudit(trx, {
      shop: ctx.shop.id,
      operatorId: operator.id,
      action: 'job.retry',
      target: `job:${id}`,
      before: { status: job.status, lastError: job.last_error },
      after: { status: 'pending' },
    }),
  );
  if (!retried) throw conflict('Only a failed or cancelled job can be retried.');
  ctx.jobs.notify(id);
  return currentRow(ctx, id);
}

/** A pending job ends at once; a running one stops at its next check between units of work. */
export async function cancelJobFor(ctx: ShopContext, operator: Operator, id: number): Promise<JobRow> {
  const job = await visibleJob(ctx, operator, id);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await cancelJob(trx, ctx.shop.id, id))) throw conflict('The job has already ended.');
    const after = job.status === 'pending' ? { status: 'cancelled' } : { status: job.status, cancelRequested: true };
    await writeAudit(trx, {
      shop: ctx.shop.id,
      operatorId: operator.id,
      action: 'job.cancel',
      target: `job:${id}`,
      before: { status: job.status },
      after,
    });
  });
  return currentRow(ctx, id);
}

export const ERROR_FILE_NOT_READY = 'The error file is made once the job has ended.';

/** The failed rows of an import with their original columns and a Reason: made once the job has ended, then served again. */
export async function sendErrorFile(ctx: ShopContext, operator: Operator, id: number, reply: FastifyReply): Promise<FastifyReply> {
  const job = await visibleJob(ctx, operator, id);
  if (job.status === 'pending' || job.status === 'running') throw conflict(ERROR_FILE_NOT_READY);
  const file = await jobErrorFile(ctx, id);
  if (!file) throw notFound('Failed rows of this job');
  return sendStoredFile(ctx.db, reply, file);
}
