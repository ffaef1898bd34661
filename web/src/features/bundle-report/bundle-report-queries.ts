/** The bundle report's data layer: one request that mails the ticked reports (docs/functions/commerce-tools.md §2.8). */
import { bundleReportContract } from '@console/contracts/bundle-report.contract';
import { callApi } from '../../api/api-client';
import type { ReportDateRange } from '../../ui/report-date-range';

export interface BundleReportTypes {
  bundle: boolean;
  component: boolean;
}

export const generateBundleReport = (range: ReportDateRange, types: BundleReportTypes) =>
  callApi(bundleReportContract.generate, {
    query: { date_from: range.from, date_to: range.to, bundle: types.bundle, component: types.component },
  });
