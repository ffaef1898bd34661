import { z } from 'zod';
import type { CommerceOrder } from '../../integrations/commerce/commerce.port';
import { riskLevel } from '../../integrations/risk/risk.port';
import { nowIso } from '../../platform/db';
import { defineJob, type JobContext } from '../../platform/jobs';
import { buildReport, mailReport } from '../../platform/reports';
import { zonedDayRange } from '../../platform/time-zone';
import { saveScore, scoresOf, type RiskScoreRow } from './risk-report.repository';

type Payload = { from: string; to: string; refresh: boolean };
type Row = { order: CommerceOrder; score: Omit<RiskScoreRow, 'id' | 'shop_id'> };

/** The orders of the range with their score: kept ones reused, missing ones (or all, on refresh) scored and kept. */
async function* scoredOrders(ctx: JobContext<Payload>): AsyncGenerator<Row> {
  const { app, db, payload } = ctx;
  // Days on the shop's clock, as the screen's fields and their limit of today are.
  const range = zonedDayRange(payload.from, payload.to, app.shop.timeZone);
  for (let cursor: string | null = null, first = true; first || cursor !== null; first = false) {
    await ctx.throwIfCancelled();
    const page = await app.commerce.ordersBetween(range.from, range.to, cursor, 100);
    const kept = await scoresOf(
      db,
      app.shop.id,
      page.items.map((o) => o.id),
    );
    for (const order of page.items) {
      let score: Omit<RiskScoreRow, 'id' | 'shop_id'> | undefined = payload.refresh ? undefined : kept.get(order.id);
      if (!score) {
        const assessed = await app.risk.score(order);
        score = {
          order_id: order.id,
          score: assessed.score,
          version: assessed.version,
          reasons: JSON.stringify(assessed.reasons),
          raw: JSON.stringify(assessed.raw),
          scored_at: nowIso(),
        };
        await saveScore(db, app.shop.id, score);
      }
      yield { order, score };
    }
    cursor = page.nextCursor;
  }
}

const reasonsOf = (row: Row) => (JSON.parse(row.score.reasons) as string[]).join('; ');

export const riskReportJob = defineJob({
  type: 'risk-report.build',
  payload: z.object({ from: z.string(), to: z.string(), refresh: z.boolean() }),
  flag: 'showEkata',
  maxAttempts: 3,
  title: 'Transaction risk report',
  async handler(ctx) {
    const { from, to } = ctx.payload;
    const file = await buildReport(ctx.app, {
      title: 'Transaction Risk Report',
      fileName: 'Transaction_Risk_Report',
      columns: [
        { header: 'Order', width: 12, value: (r: Row) => r.order.name },
        { header: 'Order Date', width: 24, value: (r: Row) => r.order.createdAt },
        { header: 'Customer', width: 24, value: (r: Row) => r.order.customer?.displayName ?? 'Guest' },
        { header: 'Email', width: 30, value: (r: Row) => r.order.email },
        { header: 'Total', width: 12, value: (r: Row) => r.order.totalCents / 100 },
        { header: 'Risk Score', width: 11, value: (r: Row) => r.score.score },
        { header: 'Risk Level', width: 11, value: (r: Row) => riskLevel(r.score.score) },
        { header: 'Reasons', width: 50, value: reasonsOf },
        { header: 'Score Version', width: 18, value: (r: Row) => r.score.version },
        { header: 'Scored At', width: 24, value: (r: Row) => r.score.scored_at },
      ],
      rows: scoredOrders(ctx),
      operatorId: ctx.job.operatorId,
      flags: ['showEkata'],
    });
    await mailReport(ctx, file, {
      subject: `Transaction risk report ${from} to ${to}`,
      text: `Risk scores of the orders from ${from} to ${to}${ctx.payload.refresh ? ', all scored again' : ''}.`,
    });
  },
});
