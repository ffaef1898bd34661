import { SELECT_REPORT_TYPE } from '@console/contracts/bundle-report.contract';
import { checkReportRange } from '@console/contracts/common/report-dates';
import type { ShopContext } from '../../app-context';
import { writeAudit } from '../../platform/audit';
import { enqueue } from '../../platform/jobs';
import type { Operator } from '../../platform/operators';
import { zonedToday } from '../../platform/time-zone';
import { bundleReportJob } from './bundle-report.jobs';

export const REPORT_QUEUED = 'The report will be e-mailed to you when it is ready.';

/** Generate Report: one mailed report per ticked type; answers at once. */
export async function generateBundleReport(
  ctx: ShopContext,
  operator: Operator,
  query: { date_from: string; date_to: string; bundle: boolean; component: boolean },
): Promise<{ status: boolean; msg: string; jobIds?: number[] }> {
  const kinds = [...(query.bundle ? (['bundle'] as const) : []), ...(query.component ? (['component'] as const) : [])];
  if (kinds.length === 0) return { status: false, msg: SELECT_REPORT_TYPE };
  const wrong = checkReportRange(query.date_from, query.date_to, zonedToday(ctx.shop.timeZone));
  if (wrong) return { status: false, msg: wrong };
  const jobIds = await ctx.db.transaction().execute(async (trx) => {
    const ids = [];
    for (const kind of kinds)
      ids.push(
        await enqueue(
          trx,
          bundleReportJob,
          { from: query.date_from, to: query.date_to, kind },
          { shop: ctx.shop.id, operatorId: operator.id },
        ),
      );
    await writeAudit(trx, {
      shop: ctx.shop.id,
      operatorId: operator.id,
      action: 'bundle-report.generate',
      target: `jobs:${ids.join(',')}`,
      after: { from: query.date_from, to: query.date_to, kinds },
    });
    return ids;
  });
  for (const id of jobIds) ctx.jobs.notify(id);
  return { status: true, msg: REPORT_QUEUED, jobIds };
}
