/** The coupons data layer (spec 3 §2.4): the numbered list, Resend and the upload. */
import { useMutation } from '@tanstack/react-query';
import { couponsContract, type CouponRow } from '@console/contracts/coupons.contract';
import type { CallBodyInput } from '@console/contracts/common/call';
import { callApi } from '../../api/api-client';
import { useNumberedList } from '../../ui/use-numbered-list';
import { couponKeys } from './coupons-query-keys';

/** Spec 3 §2.4: ten coupons a page. */
export const COUPONS_PER_PAGE = 10;

/** One page of coupons and the page count. */
export async function fetchCouponPage(page: number, signal?: AbortSignal) {
  const { data } = await callApi(couponsContract.list, { query: { page, per_page: COUPONS_PER_PAGE }, signal });
  return { list: data.results, pageCount: data.total_pages };
}

export function useCouponList() {
  return useNumberedList<CouponRow>({ queryKey: couponKeys.list(), fetchPage: fetchCouponPage, pageInUrl: true });
}

/** Sends a used coupon's mail again; the caller says what to do once sent (message, reload). */
export function useResendCoupon(onSent: () => void, onFailed: (error: unknown) => void) {
  return useMutation({
    mutationFn: (row: CouponRow) => callApi(couponsContract.resend, { body: { id: row.OrderId ?? '' } }),
    onSuccess: onSent,
    onError: onFailed,
  });
}

export const uploadCoupons = (rows: CallBodyInput<typeof couponsContract.upload>['excelData']) =>
  callApi(couponsContract.upload, { body: { excelData: rows } });
