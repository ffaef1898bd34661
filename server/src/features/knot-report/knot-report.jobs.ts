import { z } from 'zod';
import { formatUsDate } from '@console/contracts/common/dates';
import { centsToDollars } from '@console/contracts/common/money';
import { defineJob } from '../../platform/jobs';
import { buildReport, mailReport, type ReportColumn } from '../../platform/reports';
import { creditReconciliation } from '../credits/credits.service';

type KnotRow = Awaited<ReturnType<ReturnType<typeof creditReconciliation>['next']>>['value'] & object;

const money = (header: string, pick: (r: KnotRow) => number): ReportColumn<KnotRow> => ({
  header,
  width: 16,
  value: (r) => centsToDollars(pick(r)),
});

/** The Knot report: every customer's store credit tied from opening to closing balance over the period. */
const KNOT_COLUMNS: ReadonlyArray<ReportColumn<KnotRow>> = [
  { header: 'Customer', width: 28, value: (r) => r.name },
  { header: 'Email', width: 34, value: (r) => r.email },
  money('Opening Balance', (r) => r.opening),
  money('Credits', (r) => r.credits),
  money('Refunds', (r) => r.refunds),
  money('Adjustments', (r) => r.adjustments),
  money('Discount Codes', (r) => r.discountCodes),
  money('Orders', (r) => r.orders),
  money('Closing Balance', (r) => r.closing),
];

export const knotReportJob = defineJob({
  type: 'knot-report.build',
  title: 'Knot report',
  payload: z.object({ from: z.string(), to: z.string() }),
  flag: 'showKnotReport',
  maxAttempts: 3,
  async handler(ctx) {
    const { from, to } = ctx.payload;
    const file = await buildReport(ctx.app, {
      title: `Knot Report ${formatUsDate(from)} - ${formatUsDate(to)}`,
      fileName: 'Knot_Report',
      columns: KNOT_COLUMNS,
      rows: creditReconciliation(ctx.db, ctx.app.shop.id, { from, to }),
      operatorId: ctx.job.operatorId,
      flags: ['showKnotReport'],
    });
    await mailReport(ctx, file, {
      subject: 'Knot Report',
      text: `Your Knot report for ${formatUsDate(from)} to ${formatUsDate(to)} is attached.`,
    });
  },
});
