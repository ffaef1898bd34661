import type { CouponUsedFilter } from '@console/contracts/coupons.contract';
import { featureQueryKeys } from '../../ui/query-keys';

/** What narrows the coupons list: the start of a code and Used / Not Used / all. */
export interface CouponListQuery {
  search: string;
  used: CouponUsedFilter | 'all';
}

export const couponKeys = featureQueryKeys<'coupons', CouponListQuery>('coupons');
