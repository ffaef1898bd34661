import type { FastifyInstance } from 'fastify';
import { couponsContract } from '@console/contracts/coupons.contract';
import type { OrgContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { registerWebhookTopic } from '../../platform/webhook-topics';
import { couponOrderWebhook } from './coupons-store';
import { listCoupons, resendCoupon, uploadCoupons } from './coupons.service';

export function registerCouponRoutes(app: FastifyInstance, _org: OrgContext): void {
  registerCall(app, couponsContract.list, ({ ctx, query }) => listCoupons(ctx, query));
  registerCall(app, couponsContract.resend, ({ ctx, operator, body }) => resendCoupon(ctx, operator, body.id));
  registerCall(app, couponsContract.upload, ({ ctx, operator, body }) => uploadCoupons(ctx, operator, body.excelData));
  // Used / Order Id of a connected store's coupons come from its orders.
  registerWebhookTopic('orders/create', couponOrderWebhook);
  registerWebhookTopic('orders/updated', couponOrderWebhook);
}
