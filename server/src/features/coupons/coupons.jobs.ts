import { z } from 'zod';
import { defineJob } from '../../platform/jobs';
import { importRows, type RowParse } from '../../platform/import-rows';
import { cell, normalizeRow, parseSheetDate } from '../../platform/sheet-rows';
import { storeClient } from '../../platform/store-client';
import { addCodesToStore, reconcileCouponOrders } from './coupons-store';
import { markCodesOnStore, upsertCoupon, type CouponValues } from './coupons.repository';

const CODE = /^[A-Za-z0-9_-]{3,64}$/;

/** One sheet row: a code, and for a coupon already given out its order number and (optional) date. */
export function parseCouponRow(row: Record<string, unknown>, now: string = new Date().toISOString()): RowParse<CouponValues> {
  const r = normalizeRow(row);
  const code = cell(r, 'CouponCode', 'Coupon Code', 'Code').toUpperCase();
  if (!CODE.test(code)) return { ok: false, message: 'Coupon code not valid.' };
  const order = cell(r, 'OrderId', 'Order Id', 'Order').replace(/^#/, '');
  if (order && !/^\d{1,15}$/.test(order)) return { ok: false, message: 'Order Id not valid.' };
  const dateText = cell(r, 'AssignDate', 'Assigned Date', 'Assign Date');
  const instant = dateText && /T/.test(dateText) ? (Number.isNaN(Date.parse(dateText)) ? null : new Date(dateText).toISOString()) : null;
  const day = dateText && !instant ? parseSheetDate(dateText) : null;
  if (dateText && !instant && !day) return { ok: false, message: 'Assign Date not valid.' };
  return {
    ok: true,
    value: { code, orderRef: order || null, assignedAt: order ? (instant ?? (day ? `${day}T12:00:00.000Z` : now)) : null },
  };
}

export const importCouponsJob = defineJob({
  type: 'coupons.import',
  title: 'Coupon import',
  payload: z.object({ rows: z.array(z.record(z.string(), z.unknown())) }),
  flag: 'showCoupons',
  maxAttempts: 3,
  async handler(ctx) {
    // On a connected store the codes go to the store's discount first; a code it refuses is not ours either.
    const client = storeClient(ctx.app);
    const codes = ctx.payload.rows.flatMap((row) => {
      const parsed = parseCouponRow(row);
      return parsed.ok ? [parsed.value.code] : [];
    });
    const onStore = client ? await addCodesToStore(ctx.app, client, codes) : null;
    await importRows(ctx, ctx.payload.rows, {
      batchSize: 500,
      parse: (item) => parseCouponRow(item),
      async apply(trx, rows) {
        const outcomes = [];
        for (const { row, value } of rows) {
          const store = onStore?.get(value.code);
          if (store && !store.added) {
            outcomes.push({ row, status: 'failed' as const, message: `The store refused the code: ${store.message ?? 'no reason given'}` });
            continue;
          }
          const result = await upsertCoupon(trx, ctx.app.shop.id, value);
          if (store) await markCodesOnStore(trx, ctx.app.shop.id, [value.code]);
          outcomes.push({
            row,
            status: 'done' as const,
            message: result === 'created' ? 'Coupon added.' : result === 'updated' ? 'Coupon updated.' : 'Coupon already there.',
          });
        }
        return outcomes;
      },
    });
  },
});

/** Every SHOPIFY_RECONCILE_SECONDS on a connected store: Used / Order Id from orders the webhooks missed. */
export const couponOrdersReconcileJob = defineJob({
  type: 'coupons.store-orders',
  title: 'Coupon orders from the store',
  payload: z.object({}),
  flag: 'showCoupons',
  maxAttempts: 5,
  async handler(ctx) {
    const client = storeClient(ctx.app);
    if (!client) return;
    const { orders } = await reconcileCouponOrders(ctx.app, client);
    await ctx.progress(orders, orders);
  },
});
