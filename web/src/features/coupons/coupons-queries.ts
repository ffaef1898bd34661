/** The coupons data layer (docs/functions/commerce-tools.md §2.4): the numbered list, Resend and the upload. */
import { useMutation } from '@tanstack/react-query';
import { couponsContract, type CouponRow, type CouponUsedFilter } from '@console/contracts/coupons.contract';
import type { CallBodyInput } from '@console/contracts/common/call';
import { callApi } from '../../api/api-client';
import { useNumberedList } from '../../ui/use-numbered-list';
import { couponKeys } from './coupons-query-keys';

/** docs/functions/commerce-tools.md §2.4: ten coupons a page. */
export const COUPONS_PER_PAGE = 10;

/** What narrows the list: the start of a code and Used / Not Used; empty is every coupon. */
export interface CouponFilter {
  search: string;
  used: CouponUsedFilter | null;
}

const EVERY_COUPON: CouponFilter = { search: '', used: null };

/** One page of coupons and the page count. */
export async function fetchCouponPage(page: number, filter: CouponFilter = EVERY_COUPON, signal?: AbortSignal) {
  const query = {
    page,
    per_page: COUPONS_PER_PAGE,
    ...(filter.search ? { search: filter.search } : {}),
    ...(filter.used ? { used: filter.used } : {}),
  };
  const { data } = await callApi(couponsContract.list, { query, signal });
  return { list: data.results, pageCount: data.total_pages, total: data.total };
}

export function useCouponList(filter: CouponFilter) {
  return useNumberedList<CouponRow>({
    queryKey: couponKeys.list({ search: filter.search, used: filter.used ?? 'all' }),
    fetchPage: (page, signal) => fetchCouponPage(page, filter, signal),
    pageInUrl: true,
  });
}

/** Sends a used coupon's mail again; the caller says what to do once sent (message, reload). */
export function useResendCoupon(
  onSent: (answer: { to: string; codes: string[] }, row: CouponRow) => void,
  onFailed: (error: unknown) => void,
) {
  return useMutation({
    mutationFn: (row: CouponRow) => callApi(couponsContract.resend, { body: { id: row.OrderId ?? '' } }),
    onSuccess: (answer, row) => onSent(answer, row),
    onError: onFailed,
  });
}

export const uploadCoupons = (rows: CallBodyInput<typeof couponsContract.upload>['excelData']) =>
  callApi(couponsContract.upload, { body: { excelData: rows } });
