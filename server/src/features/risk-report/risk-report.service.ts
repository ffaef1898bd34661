import { checkReportRange } from '@console/contracts/common/report-dates';
import type { ShopContext } from '../../app-context';
import { writeAudit } from '../../platform/audit';
import { enqueue } from '../../platform/jobs';
import type { Operator } from '../../platform/operators';
import { zonedToday } from '../../platform/time-zone';
import { riskReportJob } from './risk-report.jobs';

/** Generate Report: answers at once; the job scores the orders and mails the report. */
export async function generateRiskReport(
  ctx: ShopContext,
  operator: Operator,
  query: { dateFrom: string; dateTo: string; refresh: boolean },
): Promise<{ status: boolean; msg: string }> {
  const wrong = checkReportRange(query.dateFrom, query.dateTo, zonedToday(ctx.shop.timeZone));
  if (wrong) return { status: false, msg: wrong };
  const jobId = await ctx.db.transaction().execute(async (trx) => {
    const id = await enqueue(
      trx,
      riskReportJob,
      { from: query.dateFrom, to: query.dateTo, refresh: query.refresh },
      { shop: ctx.shop.id, operatorId: operator.id },
    );
    await writeAudit(trx, {
      shop: ctx.shop.id,
      operatorId: operator.id,
      action: 'risk-report.generate',
      target: `job:${id}`,
      after: { from: query.dateFrom, to: query.dateTo, refresh: query.refresh },
    });
    return id;
  });
  ctx.jobs.notify(jobId);
  return { status: true, msg: 'The report will be e-mailed to you when it is ready.' };
}
