import { z } from 'zod';
import { defineCall } from './common/call';
import { queryFlag, reportDate } from './common/report-dates';

export const SELECT_REPORT_TYPE = 'Please select atleast one report type';

export const bundleReportContract = {
  /** Mails the chosen reports (bundle, component) of the orders in the range. */
  generate: defineCall({
    method: 'GET',
    path: '/api/bundle/report',
    flags: ['showBundleReport'],
    query: z.object({ date_from: reportDate, date_to: reportDate, component: queryFlag.default(false), bundle: queryFlag.default(false) }),
    // jobIds: the queued report jobs, one per ticked type, so the screen links each to Jobs.
    response: z.object({ status: z.boolean(), msg: z.string(), jobIds: z.array(z.number().int()).optional() }),
  }),
} as const;
