import type { z } from 'zod';
import type { AuditAction } from '@console/contracts/audit-actions';
import type { ShopContext } from '../app-context';
import { writeAudit } from './audit';
import { enqueue, type JobDefinition } from './jobs';
import type { Operator } from './operators';

/**
 * An upload ("check the page few min later", docs/conventions.md 'How the server behaves'): the rows and their import job stored in
 * one transaction with the audit entry, the job delivered at once, the request answered with its id.
 */
export async function acceptUpload<S extends z.ZodType>(
  ctx: ShopContext,
  operator: Operator,
  job: JobDefinition<S>,
  payload: z.input<S>,
  action: AuditAction,
  rowCount: number,
): Promise<{ jobId: number }> {
  const jobId = await ctx.db.transaction().execute(async (trx) => {
    const id = await enqueue(trx, job, payload, { shop: ctx.shop.id, operatorId: operator.id });
    await writeAudit(trx, { shop: ctx.shop.id, operatorId: operator.id, action, target: `job:${id}`, after: { rows: rowCount } });
    return id;
  });
  ctx.jobs.notify(jobId);
  return { jobId };
}
