import { z } from 'zod';
import { defineCall } from './common/call';
import { pagedData, pagedDateRangeQuery } from './common/date-range';
import { SEARCH_MAX_LENGTH } from './common/search-text';
import { UPLOAD_BODY_LIMIT, uploadAccepted, uploadRows } from './common/upload';
import { mailStatus } from './mail.contract';

export const EMAIL_SENT_SUCCESSFULLY = 'Email sent successfully';

/** Columns of the coupon upload template; Order Id and Assign Date are filled for coupons already given out. */
export const COUPON_TEMPLATE_COLUMNS = ['CouponCode', 'OrderId', 'AssignDate'] as const;

export const couponResend = z.object({ at: z.string(), to: z.string(), status: mailStatus });

/** Who a used coupon went to: its order's customer (null while not used, or when the store no longer knows the order). */
export const couponCustomer = z.object({ name: z.string(), email: z.string() });
export type CouponCustomer = z.infer<typeof couponCustomer>;

/** The Used filter's values; absent is every coupon. */
export const COUPON_USED_FILTERS = ['used', 'unused'] as const;
export type CouponUsedFilter = (typeof COUPON_USED_FILTERS)[number];

/** docs/functions/commerce-tools.md §7's price-log query, plus a code search (its start, any case) and the Used filter, both optional. */
export const couponListQuery = pagedDateRangeQuery.extend({
  search: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
  used: z.enum(COUPON_USED_FILTERS).optional(),
});
export type CouponListQuery = z.infer<typeof couponListQuery>;

/** docs/functions/commerce-tools.md §3 coupon; `AssignDate` is an ISO instant (shown in America/New_York). */
export const couponRow = z.object({
  id: z.number(),
  CouponCode: z.string(),
  Used: z.boolean(),
  OrderId: z.string().nullable(),
  AssignDate: z.string().nullable(),
  resendCount: z.number(),
  lastResend: couponResend.nullable(),
  customer: couponCustomer.nullable(),
});
export type CouponRow = z.infer<typeof couponRow>;

export const couponsContract = {
  list: defineCall({
    method: 'GET',
    path: '/api/coupons/list',
    flags: ['showCoupons'],
    query: couponListQuery,
    response: z.object({ data: pagedData(couponRow) }),
  }),
  /** `id` is the order id the coupon went to: the number (1001, '#1001') or the order's gid. */
  resend: defineCall({
    method: 'POST',
    path: '/api/coupons/resend',
    flags: ['showCoupons'],
    body: z.object({ id: z.union([z.string().trim().min(1).max(100), z.number().int().positive()]) }),
    /** `to` and `codes` name what went where (every code of the order goes in its one e-mail). */
    response: z.object({ success: z.boolean(), message: z.string(), to: z.string(), codes: z.array(z.string()) }),
  }),
  upload: defineCall({
    method: 'POST',
    path: '/api/couponsupload',
    flags: ['showCoupons'],
    body: z.object({ excelData: uploadRows }),
    response: uploadAccepted,
    bodyLimitBytes: UPLOAD_BODY_LIMIT,
  }),
} as const;
