import { randomBytes } from 'node:crypto';
import type { ShopContext } from '../../app-context';
import type { ShopifyClient } from '../../integrations/shopify/shopify-client';
import {
  addCouponCodes,
  CODES_PER_CALL,
  ensureCouponDiscount,
  ordersUpdatedSince,
  type CouponCodeOutcome,
  type OrderCodes,
} from '../../integrations/shopify/shopify-discounts';
import { nowIso, type DbOrTrx } from '../../platform/db';
import type { ShopId } from '../../platform/shop-id';
import { getSetting, putSetting, putSettingIfMissing } from '../../platform/settings';
import { writeAudit } from '../../platform/audit';
import type { JobDefinition } from '../../platform/jobs';
import { removeSchedule, upsertSchedule } from '../../platform/schedules';
import { storeClient } from '../../platform/store-client';
import { reconcileCron } from '../store-sync/store-sync.service';
import type { WebhookHandler } from '../../platform/webhook-topics';
import { assignCouponsToOrder, codesOnStore } from './coupons.repository';

/**
 * Coupons on the connected store: an upload's codes become redeem codes of the store's
 * discount first (SHOPIFY_COUPON_DISCOUNT_ID, or one basic code discount the console makes once),
 * and Used / Order Id come from the store's orders that applied a code.
 */
const DISCOUNT_ID_SETTING = 'shopify.coupon_discount_id';
const DISCOUNT_CODE_SETTING = 'shopify.coupon_discount_code';
const ORDERS_WATERMARK_SETTING = 'shopify.coupon_orders_watermark';

/** The discount the codes go to; made on the store once, keyed by a code chosen and stored before the call. */
export async function couponDiscountId(ctx: ShopContext, client: ShopifyClient): Promise<string> {
  if (ctx.shop.couponDiscountId) return ctx.shop.couponDiscountId;
  const known = await getSetting(ctx.db, ctx.shop.id, DISCOUNT_ID_SETTING);
  if (known) return known;
  await putSettingIfMissing(
    ctx.db,
    ctx.shop.id,
    DISCOUNT_CODE_SETTING,
    `CONSOLE-${randomBytes(6).toString('hex').toUpperCase()}`,
    nowIso(),
  );
  const code = await getSetting(ctx.db, ctx.shop.id, DISCOUNT_CODE_SETTING);
  if (!code) throw new Error('The coupon discount code was not stored');
  const id = await ensureCouponDiscount(client, code, nowIso());
  await ctx.db.transaction().execute(async (trx) => {
    await putSetting(trx, ctx.shop.id, DISCOUNT_ID_SETTING, id, nowIso());
    await writeAudit(trx, { shop: ctx.shop.id, operatorId: null, action: 'coupons.store-discount', target: id, after: { code } });
  });
  return id;
}

/**
 * Store first: each code not yet on the store is added to the discount, 250 a call, before any row
 * of ours is written; answers each code's outcome (codes already there count as added).
 */
export async function addCodesToStore(
  ctx: ShopContext,
  client: ShopifyClient,
  codes: readonly string[],
): Promise<Map<string, CouponCodeOutcome>> {
  const unique = [...new Set(codes)];
  const there = await codesOnStore(ctx.db, ctx.shop.id, unique);
  const outcomes = new Map<string, CouponCodeOutcome>(
    unique.filter((c) => there.has(c)).map((code) => [code, { code, added: true, message: null }]),
  );
  const todo = unique.filter((c) => !there.has(c));
  if (!todo.length) return outcomes;
  const discountId = await couponDiscountId(ctx, client);
  for (let i = 0; i < todo.length; i += CODES_PER_CALL) {
    for (const outcome of await addCouponCodes(client, discountId, todo.slice(i, i + CODES_PER_CALL)))
      outcomes.set(outcome.code.toUpperCase(), outcome);
  }
  return outcomes;
}

/** One order's applied codes, as a webhook or the reconciliation saw it. */
export async function recordCouponOrder(db: DbOrTrx, shop: ShopId, order: OrderCodes): Promise<number> {
  return assignCouponsToOrder(db, shop, order.codes, order.number, order.createdAt);
}

/** `orders/create` and `orders/updated` bodies (REST shape): the order number, its time and its codes. */
export function orderCodesOfWebhook(body: unknown): OrderCodes | null {
  const b = (body ?? {}) as {
    order_number?: unknown;
    name?: unknown;
    created_at?: unknown;
    updated_at?: unknown;
    discount_codes?: unknown;
  };
  const number = b.order_number !== undefined ? String(b.order_number) : typeof b.name === 'string' ? b.name.replace(/^#/, '') : '';
  if (!/^\d{1,15}$/.test(number) || typeof b.created_at !== 'string') return null;
  const codes = Array.isArray(b.discount_codes)
    ? b.discount_codes.flatMap((d) => (d && typeof (d as { code?: unknown }).code === 'string' ? [(d as { code: string }).code] : []))
    : [];
  return {
    number,
    createdAt: new Date(b.created_at).toISOString(),
    updatedAt: typeof b.updated_at === 'string' ? b.updated_at : b.created_at,
    codes,
  };
}

/**
 * Catches what the order webhooks missed: every order the store changed since the watermark,
 * applied like a webhook; the watermark moves to the newest change seen.
 */
export async function reconcileCouponOrders(ctx: ShopContext, client: ShopifyClient): Promise<{ orders: number; used: number }> {
  const since = (await getSetting(ctx.db, ctx.shop.id, ORDERS_WATERMARK_SETTING)) ?? new Date(Date.now() - 7 * 86_400_000).toISOString();
  let newest = since;
  let orders = 0;
  let used = 0;
  for await (const order of ordersUpdatedSince(client, since)) {
    orders += 1;
    if (order.codes.length) used += await recordCouponOrder(ctx.db, ctx.shop.id, order);
    if (order.updatedAt > newest) newest = order.updatedAt;
  }
  if (newest !== since) await putSetting(ctx.db, ctx.shop.id, ORDERS_WATERMARK_SETTING, newest, nowIso());
  return { orders, used };
}

/** The coupons' topics of POST /webhooks/shopify: an order that applied codes marks them used. */
export const couponOrderWebhook: WebhookHandler = async (ctx, delivery) => {
  const order = orderCodesOfWebhook(delivery.body);
  if (order?.codes.length) await recordCouponOrder(ctx.db, ctx.shop.id, order);
};

const RECONCILE_SCHEDULE = 'coupons.store-orders';

/** At start of a worker: the coupon-order reconciliation runs with the customers' on a connected store, and not at all otherwise. */
export async function scheduleCouponOrders(ctx: ShopContext, job: JobDefinition): Promise<void> {
  if (!storeClient(ctx)) {
    await removeSchedule(ctx.db, ctx.shop.id, RECONCILE_SCHEDULE);
    return;
  }
  await upsertSchedule(ctx.db, {
    shop: ctx.shop.id,
    name: RECONCILE_SCHEDULE,
    cron: reconcileCron(ctx.config.shopifyReconcileSeconds ?? 300),
    timeZone: ctx.shop.timeZone,
    job,
    payload: {},
    enabled: true,
  });
}
