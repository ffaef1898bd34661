import type { KnotQuery } from '@console/contracts/knot-report.contract';
import type { ShopContext } from '../../app-context';
import { badRequest } from '../../platform/http-error';
import type { Operator } from '../../platform/operators';
import { queueReport } from '../credits/credit-reports.service';
import { knotReportJob } from './knot-report.jobs';

/** A day of leeway: the screen sends the end of a local day as 23:59:59Z, ahead of UTC in the Americas' evenings. */
const FUTURE_LEEWAY_MS = 86_400_000;

function instant(text: string, edge: 'start' | 'end'): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return new Date(`${text}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}Z`);
  return new Date(text);
}

/** The period of a Knot report: From not after To, neither in the future (spec 4 §5). */
export function knotPeriod(query: KnotQuery, now = Date.now()): { from: string; to: string } {
  const from = instant(query.dateFrom, 'start');
  const to = instant(query.dateTo, 'end');
  if (from.getTime() > to.getTime())
    throw badRequest('Date From must not be after Date To.', { 'query.dateFrom': 'Date From must not be after Date To.' });
  if (from.getTime() > now + FUTURE_LEEWAY_MS)
    throw badRequest('Dates cannot be in the future.', { 'query.dateFrom': 'Dates cannot be in the future.' });
  if (to.getTime() > now + FUTURE_LEEWAY_MS)
    throw badRequest('Dates cannot be in the future.', { 'query.dateTo': 'Dates cannot be in the future.' });
  return { from: from.toISOString(), to: to.toISOString() };
}

/** Generate Report: the job builds the store-credit reconciliation of the period and mails it. */
export function generateKnotReport(ctx: ShopContext, operator: Operator, query: KnotQuery) {
  return queueReport(
    ctx,
    operator,
    knotReportJob,
    knotPeriod(query),
    'knot-report.generate',
    'The Knot report is being generated and will be e-mailed to you shortly.',
  );
}
