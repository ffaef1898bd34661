import { z } from 'zod';
import { defineCall } from './common/call';
import { queryFlag, reportDate } from './common/report-dates';

export const riskReportContract = {
  /** Mails the risk report of the orders in the range; `refresh` scores every order again ('Refresh Ekata'). */
  generate: defineCall({
    method: 'GET',
    path: '/api/fraudCheck/reportFromShopify',
    flags: ['showEkata'],
    query: z.object({ dateFrom: reportDate, dateTo: reportDate, refresh: queryFlag.default(false) }),
    response: z.object({ status: z.boolean(), msg: z.string() }),
  }),
} as const;
