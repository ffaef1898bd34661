import { z } from 'zod';
import type { CommerceStore } from '../../integrations/commerce/commerce.port';
import { defineJob } from '../../platform/jobs';
import { buildReport, mailReport, type ReportColumn } from '../../platform/reports';
import { zonedDayRange } from '../../platform/time-zone';
import { bundleLines, bundleLookup, type BundleLine } from './bundle-lines';

type ComponentRow = Omit<BundleLine, 'components' | 'revenueCents' | 'quantity'> & BundleLine['components'][number];

const dollars = (cents: number) => Math.round(cents) / 100;

/** The bundle lines of the orders placed from From's day to To's, days on the shop's clock (the screen's). */
async function* linesBetween(store: CommerceStore, from: string, to: string, timeZone: string): AsyncGenerator<BundleLine> {
  const range = zonedDayRange(from, to, timeZone);
  const bundleOf = bundleLookup(store);
  for (let cursor: string | null = null, first = true; first || cursor !== null; first = false) {
    const page = await store.ordersBetween(range.from, range.to, cursor, 200);
    for (const order of page.items) yield* await bundleLines(order, bundleOf);
    cursor = page.nextCursor;
  }
}

async function* componentRows(lines: AsyncIterable<BundleLine>): AsyncGenerator<ComponentRow> {
  for await (const line of lines)
    for (const c of line.components)
      yield { order: line.order, orderDate: line.orderDate, bundleSku: line.bundleSku, bundleTitle: line.bundleTitle, ...c };
}

const common: Array<ReportColumn<Pick<BundleLine, 'order' | 'orderDate' | 'bundleSku' | 'bundleTitle'>>> = [
  { header: 'Order', width: 12, value: (r) => r.order },
  { header: 'Order Date', width: 24, value: (r) => r.orderDate },
  { header: 'Bundle SKU', width: 16, value: (r) => r.bundleSku },
  { header: 'Bundle', width: 30, value: (r) => r.bundleTitle },
];

/** One report of the orders in the range: the bundles sold, or their components with the revenue split. */
export const bundleReportJob = defineJob({
  type: 'bundle-report.build',
  payload: z.object({ from: z.string(), to: z.string(), kind: z.enum(['bundle', 'component']) }),
  flag: 'showBundleReport',
  maxAttempts: 3,
  title: 'Bundle report',
  async handler(ctx) {
    const { from, to, kind } = ctx.payload;
    const lines = linesBetween(ctx.app.commerce, from, to, ctx.app.shop.timeZone);
    const title = kind === 'bundle' ? 'Bundle Report' : 'Component Report';
    const file =
      kind === 'bundle'
        ? await buildReport(ctx.app, {
            title,
            fileName: 'Bundle_Report',
            columns: [
              ...common,
              { header: 'Quantity', width: 10, value: (r: BundleLine) => r.quantity },
              { header: 'Revenue', width: 12, value: (r: BundleLine) => dollars(r.revenueCents) },
            ],
            rows: lines,
            operatorId: ctx.job.operatorId,
            flags: ['showBundleReport'],
          })
        : await buildReport(ctx.app, {
            title,
            fileName: 'Component_Report',
            columns: [
              ...common,
              { header: 'Component SKU', width: 16, value: (r: ComponentRow) => r.sku },
              { header: 'Component', width: 30, value: (r: ComponentRow) => r.title },
              { header: 'Quantity', width: 10, value: (r: ComponentRow) => r.quantity },
              { header: 'Allocated Revenue', width: 16, value: (r: ComponentRow) => dollars(r.revenueCents) },
            ],
            rows: componentRows(lines),
            operatorId: ctx.job.operatorId,
            flags: ['showBundleReport'],
          });
    await mailReport(ctx, file, {
      subject: `${title} ${from} to ${to}`,
      text: `The ${title.toLowerCase()} for orders from ${from} to ${to}.`,
    });
  },
});
