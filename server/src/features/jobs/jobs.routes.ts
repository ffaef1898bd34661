import type { FastifyInstance } from 'fastify';
import { jobsContract } from '@console/contracts/jobs.contract';
import type { OrgContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { cancelJobFor, jobDetail, listJobs, retryJobFor, sendErrorFile } from './jobs.service';

/** Open to every operator, for the call's shop's jobs only; each job is shown or touched only with the flag of the function it belongs to. */
export function registerJobRoutes(app: FastifyInstance, _org: OrgContext): void {
  registerCall(app, jobsContract.list, ({ ctx, operator, body, query }) => listJobs(ctx, operator, body.status ?? null, query));
  registerCall(app, jobsContract.detail, ({ ctx, operator, params }) => jobDetail(ctx, operator, params.id));
  registerCall(app, jobsContract.retry, ({ ctx, operator, params }) => retryJobFor(ctx, operator, params.id));
  registerCall(app, jobsContract.cancel, ({ ctx, operator, params }) => cancelJobFor(ctx, operator, params.id));
  registerCall(app, jobsContract.errorFile, async ({ ctx, operator, params, reply }) => {
    await sendErrorFile(ctx, operator, params.id, reply);
    return reply as never;
  });
}
