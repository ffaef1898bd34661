import { featureQueryKeys } from '../../ui/query-keys';

export const couponKeys = featureQueryKeys('coupons');
