import { defineFeature } from '../../platform/feature';
import { registerCouponRoutes } from './coupons.routes';
import { couponOrdersReconcileJob, importCouponsJob } from './coupons.jobs';
import { scheduleCouponOrders } from './coupons-store';
import { seedDemoCoupons } from './coupons.seed';

export const couponsFeature = defineFeature({
  name: 'coupons',
  flag: 'showCoupons',
  routes: [registerCouponRoutes],
  jobs: [importCouponsJob, couponOrdersReconcileJob],
  start: { order: 30, run: (ctx) => scheduleCouponOrders(ctx, couponOrdersReconcileJob) },
  seed: [{ order: 130, run: seedDemoCoupons }],
});
