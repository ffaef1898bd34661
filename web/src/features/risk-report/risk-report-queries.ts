/** The risk report's data layer: one request that builds and mails the report (docs/functions/commerce-tools.md §2.10). */
import { riskReportContract } from '@console/contracts/risk-report.contract';
import { callApi } from '../../api/api-client';
import type { ReportDateRange } from '../../ui/report-date-range';

/** `refresh` scores every order again ('Refresh Ekata'). */
export const generateRiskReport = (range: ReportDateRange, refresh: boolean) =>
  callApi(riskReportContract.generate, { query: { dateFrom: range.from, dateTo: range.to, refresh } });
