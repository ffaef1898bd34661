/** The Knot report's data layer: one request that builds and mails the report (docs/functions/codes-credits-knot-giveaways.md §2.3). */
import { knotReportContract } from '@console/contracts/knot-report.contract';
import { callApi } from '../../api/api-client';

/** docs/functions/codes-credits-knot-giveaways.md §9: the range is sent from 00:00:00Z of From to 23:59:59Z of To (both YYYY-MM-DD). */
export const generateKnotReport = (from: string, to: string) =>
  callApi(knotReportContract.generate, { query: { dateFrom: `${from}T00:00:00Z`, dateTo: `${to}T23:59:59Z` } });
