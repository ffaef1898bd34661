import type { TransactionFilters } from '@console/contracts/credits.contract';
import type { AuditAction } from '@console/contracts/audit-actions';
import type { ShopContext } from '../../app-context';
import { writeAudit } from '../../platform/audit';
import { enqueue, type JobDefinition } from '../../platform/jobs';
import type { Operator } from '../../platform/operators';
import { creditCustomersReportJob, creditTransactionsReportJob } from './credit-reports.jobs';
import { ledgerFilter } from './credit-transactions';

export const REPORT_QUEUED_MSG = 'The report is being prepared and will be e-mailed to you shortly.';

/** A mailed report: the job is stored with its audit entry and runs at once; the answer says it is on its way. */
export async function queueReport<D extends JobDefinition>(
  ctx: ShopContext,
  operator: Operator,
  job: D,
  payload: Parameters<D['payload']['parse']>[0],
  action: AuditAction,
  msg = REPORT_QUEUED_MSG,
) {
  const jobId = await ctx.db.transaction().execute(async (trx) => {
    const id = await enqueue(trx, job, payload, { shop: ctx.shop.id, operatorId: operator.id });
    await writeAudit(trx, { shop: ctx.shop.id, operatorId: operator.id, action, target: `job:${id}`, after: payload });
    return id;
  });
  ctx.jobs.notify(jobId);
  return { status: true, msg, jobId };
}

/** Export Filtered (Manage Credits). */
export function exportCreditCustomers(ctx: ShopContext, operator: Operator, search: string) {
  return queueReport(ctx, operator, creditCustomersReportJob, { search }, 'credits.customers.export');
}

/** Export Filtered (Transactions): the filters are checked now, so a bad date answers 400 rather than failing later. */
export function exportCreditTransactions(ctx: ShopContext, operator: Operator, filters: TransactionFilters) {
  return queueReport(
    ctx,
    operator,
    creditTransactionsReportJob,
    ledgerFilter(filters, ctx.shop.timeZone, 'body'),
    'credits.transactions.export',
  );
}
