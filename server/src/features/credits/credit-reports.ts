import type { TransactionFilters } from '@console/contracts/credits.contract';
import type { AppContext } from '../../app-context';
import { writeAudit } from '../../platform/audit';
import { enqueueJob } from '../../platform/jobs';
import type { Operator } from '../../platform/operators';

export const CUSTOMERS_REPORT_JOB = 'credits.customers-report';
export const TRANSACTIONS_REPORT_JOB = 'credits.transactions-report';
const QUEUED_MSG = 'The report is being prepared and will be e-mailed to you shortly.';

async function queueReport(ctx: AppContext, operator: Operator, type: string, payload: object, action: string) {
  const jobId = await ctx.db.transaction().execute(async (trx) => {
    const id = await enqueueJob(trx, { type, payload, operatorId: operator.id, flag: 'showCredits', maxAttempts: 3 });
    await writeAudit(trx, { operatorId: operator.id, action, target: `job:${id}`, after: payload });
    return id;
  });
  ctx.jobs.notify(jobId);
  return { status: true, msg: QUEUED_MSG, jobId };
}

/** Export Filtered (Manage Credits): the matching customers, built and mailed by a job. */
export function exportCreditCustomers(ctx: AppContext, operator: Operator, search: string) {
  return queueReport(ctx, operator, CUSTOMERS_REPORT_JOB, { search }, 'credits.customers.export');
}

/** Export Filtered (Transactions): the matching transactions, built and mailed by a job. */
export function exportCreditTransactions(ctx: AppContext, operator: Operator, filters: TransactionFilters & { admin?: unknown }) {
  const { admin: _admin, ...payload } = filters;
  return queueReport(ctx, operator, TRANSACTIONS_REPORT_JOB, payload, 'credits.transactions.export');
}
