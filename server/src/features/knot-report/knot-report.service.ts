import type { KnotQuery } from '@console/contracts/knot-report.contract';
import type { ShopContext } from '../../app-context';
import { badRequest } from '../../platform/http-error';
import type { Operator } from '../../platform/operators';
import { zonedToday } from '../../platform/time-zone';
import { queueReport } from '../credits/credit-reports.service';
import { knotReportJob } from './knot-report.jobs';

function instant(text: string, edge: 'start' | 'end'): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return new Date(`${text}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}Z`);
  return new Date(text);
}

/**
 * The period of a Knot report: From not after To, neither in the future (docs/functions/codes-credits-knot-giveaways.md §5). the contract
 * (docs/functions/codes-credits-knot-giveaways.md) sends a day as its
 * edges in UTC (00:00:00Z, 23:59:59Z): the day named is the date written, refused when after today on the shop's
 * clock, the limit the screen's fields keep.
 */
export function knotPeriod(query: KnotQuery, timeZone: string, now = Date.now()): { from: string; to: string } {
  const from = instant(query.dateFrom, 'start');
  const to = instant(query.dateTo, 'end');
  if (from.getTime() > to.getTime())
    throw badRequest('Date From must not be after Date To.', { 'query.dateFrom': 'Date From must not be after Date To.' });
  const today = zonedToday(timeZone, now);
  if (from.toISOString().slice(0, 10) > today)
    throw badRequest('Dates cannot be in the future.', { 'query.dateFrom': 'Dates cannot be in the future.' });
  if (to.toISOString().slice(0, 10) > today)
    throw badRequest('Dates cannot be in the future.', { 'query.dateTo': 'Dates cannot be in the future.' });
  return { from: from.toISOString(), to: to.toISOString() };
}

/** Generate Report: the job builds the store-credit reconciliation of the period and mails it. */
export function generateKnotReport(ctx: ShopContext, operator: Operator, query: KnotQuery) {
  return queueReport(
    ctx,
    operator,
    knotReportJob,
    knotPeriod(query, ctx.shop.timeZone),
    'knot-report.generate',
    'The Knot report is being generated and will be e-mailed to you shortly.',
  );
}
