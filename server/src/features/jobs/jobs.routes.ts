import type { FastifyInstance } from 'fastify';
import { jobsContract } from '@console/contracts/jobs.contract';
import type { ShopContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { cancelJobFor, jobDetail, listJobs, retryJobFor, sendErrorFile } from './jobs.service';

/** Open to every operator; each job is shown or touched only with the flag of the function it belongs to. */
export function registerJobRoutes(app: FastifyInstance, ctx: ShopContext): void {
  registerCall(app, jobsContract.list, ({ operator, body, query }) => listJobs(ctx, operator, body.status ?? null, query));
  registerCall(app, jobsContract.detail, ({ operator, params }) => jobDetail(ctx, operator, params.id));
  registerCall(app, jobsContract.retry, ({ operator, params }) => retryJobFor(ctx, operator, params.id));
  registerCall(app, jobsContract.cancel, ({ operator, params }) => cancelJobFor(ctx, operator, params.id));
  registerCall(app, jobsContract.errorFile, async ({ operator, params, reply }) => {
    await sendErrorFile(ctx, operator, params.id, reply);
    return reply as never;
  });
}
