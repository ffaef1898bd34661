import type { ShopContext } from '../../app-context';
import { createEmbeddedCarrier } from '../../integrations/carrier/embedded-carrier';
import { DEMO_ORDER_NUMBER } from '../../integrations/commerce/commerce-demo';
import { createReturn, refundReturn } from './returns.service';

/**
 * Order 1001 partly returned (one of its two drills, PENDING) and two more returns, one refunded
 * (PAID), each with a real label from the embedded carrier: demo data never buys labels from UPS.
 */
export async function seedDemoReturns(appCtx: ShopContext): Promise<void> {
  const ctx: ShopContext = { ...appCtx, carrier: createEmbeddedCarrier(appCtx.config.carrierAccount ?? 'A1B2C3') };
  const plans: Array<{ number: number; refund: boolean }> = [
    { number: DEMO_ORDER_NUMBER, refund: false },
    { number: DEMO_ORDER_NUMBER + 2, refund: true },
    { number: DEMO_ORDER_NUMBER + 5, refund: false },
  ];
  for (const plan of plans) {
    const order = await ctx.commerce.orderByNumber(plan.number);
    const line = order?.lineItems.find((li) => li.fulfilledQuantity > 0 && !li.sku.startsWith('BDGIFT'));
    if (!order || !line) continue;
    const answer = await createReturn(ctx, null, {
      orderId: order.id,
      lineItems: [{ id: line.id, returningQty: 1, uniqueisChecked1: false }],
      editShippingAdress: false,
      isChecked1: false,
      idempotencyKey: `demo-return-${plan.number}`,
    });
    const first = answer.returns[0];
    if (plan.refund && first) await refundReturn(ctx, null, first.id);
  }
}
