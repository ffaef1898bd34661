import type { FastifyInstance } from 'fastify';
import { jobsContract } from '@console/contracts/jobs.contract';
import { isFlag } from '@console/contracts/common/flags';
import type { AppContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { jobSummary } from '../../platform/jobs';
import { notFound } from '../../platform/http-error';
import { requireFlag } from '../../platform/access';

export function registerJobRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, jobsContract.detail, async ({ params, operator }) => {
    const job = await jobSummary(ctx.db, params.id);
    if (!job) throw notFound('Job');
    if (job.flag && isFlag(job.flag)) requireFlag(operator, job.flag);
    return {
      id: job.id,
      type: job.type,
      status: job.status,
      attempts: job.attempts,
      lastError: job.lastError,
      title: job.title,
      progressDone: job.progressDone,
      progressTotal: job.progressTotal,
      resultFileId: job.resultFileId,
      createdAt: job.createdAt,
      outcomes: job.outcomes,
    };
  });
}
