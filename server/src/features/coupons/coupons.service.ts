import { EMAIL_SENT_SUCCESSFULLY, type CouponCustomer, type CouponListQuery, type CouponRow } from '@console/contracts/coupons.contract';
import { dayRangeBounds } from '@console/contracts/common/date-range';
import type { ShopContext } from '../../app-context';
import { findOrderByReference, type CommerceOrder } from '../../integrations/commerce/commerce.port';
import { writeAudit } from '../../platform/audit';
import { badRequest, notFound } from '../../platform/http-error';
import { acceptUpload } from '../../platform/uploads';
import { queueMail } from '../../platform/mail';
import type { Operator } from '../../platform/operators';
import { couponMessage } from './coupon-mail';
import { importCouponsJob } from './coupons.jobs';
import {
  countCoupons,
  couponPage,
  couponsInCodeRange,
  couponsOfOrder,
  insertResend,
  resendsOf,
  type CouponRecord,
} from './coupons.repository';

function toRow(
  c: CouponRecord,
  resends: ReadonlyArray<{ coupon_id: number; created_at: string; to_address: string; status: string }>,
  customers: ReadonlyMap<string, CouponCustomer | null>,
): CouponRow {
  const mine = resends.filter((r) => r.coupon_id === c.id);
  const last = mine[0];
  return {
    id: c.id,
    CouponCode: c.code,
    Used: c.order_ref !== null,
    OrderId: c.order_ref,
    AssignDate: c.assigned_at,
    resendCount: mine.length,
    lastResend: last ? { at: last.created_at, to: last.to_address, status: last.status as 'queued' | 'sent' | 'failed' } : null,
    customer: c.order_ref === null ? null : (customers.get(c.order_ref) ?? null),
  };
}

/** Who an order went to, as Resend would address it: the customer's e-mail, else the order's. */
function orderCustomer(order: CommerceOrder): CouponCustomer | null {
  const email = order.customer?.email || order.email;
  if (!email) return null;
  return { name: order.customer?.displayName || email, email };
}

/**
 * The customers of a page's orders, read from the store (a page holds at most `per_page` orders). A store
 * that cannot answer leaves the column empty rather than failing the list: the codes are what the operator came for.
 */
async function customersOf(ctx: ShopContext, orderRefs: readonly string[]): Promise<Map<string, CouponCustomer | null>> {
  const refs = [...new Set(orderRefs)];
  const found = await Promise.all(
    refs.map(async (ref) => {
      try {
        const order = await findOrderByReference(ctx.commerce, ref);
        return [ref, order ? orderCustomer(order) : null] as const;
      } catch {
        return [ref, null] as const;
      }
    }),
  );
  return new Map(found);
}

export async function listCoupons(
  ctx: ShopContext,
  query: CouponListQuery,
): Promise<{ data: { results: CouponRow[]; per_page: number; page: number; total_pages: number; total: number } }> {
  const range = {
    ...dayRangeBounds(query.date_from || undefined, query.date_to || undefined),
    code: query.search || null,
    used: query.used ?? null,
  };
  const total = await countCoupons(ctx.db, ctx.shop.id, range);
  const rows = await couponPage(ctx.db, ctx.shop.id, range, query.page, query.per_page);
  const resends = await resendsOf(
    ctx.db,
    ctx.shop.id,
    rows.map((r) => r.id),
  );
  const customers = await customersOf(
    ctx,
    rows.flatMap((r) => (r.order_ref === null ? [] : [r.order_ref])),
  );
  return {
    data: {
      results: rows.map((r) => toRow(r, resends, customers)),
      per_page: query.per_page,
      page: query.page,
      total_pages: Math.max(1, Math.ceil(total / query.per_page)),
      total,
    },
  };
}

/**
 * Resend (docs/functions/commerce-tools.md §2.4): the coupon e-mail again, to the order's customer, through the outbox and the
 * mail job; each resend is recorded with who, when, to which address and its message.
 */
export async function resendCoupon(
  ctx: ShopContext,
  operator: Operator,
  id: string | number,
): Promise<{ success: boolean; message: string; to: string; codes: string[] }> {
  const order = await findOrderByReference(ctx.commerce, id);
  const coupons = order ? await couponsOfOrder(ctx.db, ctx.shop.id, String(order.number)) : [];
  if (!order || coupons.length === 0) throw notFound('Used coupon of that order');
  const to = order.customer?.email || order.email;
  if (!to) throw badRequest('The order has no customer e-mail.');
  const message = couponMessage(ctx.config, {
    name: order.customer?.displayName ?? 'customer',
    orderName: order.name,
    codes: coupons.map((c) => c.code),
  });
  const jobId = await ctx.db.transaction().execute(async (trx) => {
    const mail = await queueMail(
      trx,
      { to, ...message, kind: 'coupon.resend', flag: 'showCoupons', relatedId: `order:${order.number}` },
      { shop: ctx.shop.id, operatorId: operator.id, maxAttempts: ctx.config.mailMaxAttempts },
    );
    for (const c of coupons) await insertResend(trx, ctx.shop.id, { couponId: c.id, operatorId: operator.id, to, mailId: mail.mailId });
    await writeAudit(trx, {
      shop: ctx.shop.id,
      operatorId: operator.id,
      action: 'coupons.resend',
      target: order.id,
      after: { to, coupons: coupons.map((c) => c.code), mailId: mail.mailId },
    });
    return mail.jobId;
  });
  ctx.jobs.notify(jobId);
  return { success: true, message: EMAIL_SENT_SUCCESSFULLY, to, codes: coupons.map((c) => c.code) };
}

export function uploadCoupons(
  ctx: ShopContext,
  operator: Operator,
  rows: ReadonlyArray<Record<string, unknown>>,
): Promise<{ jobId: number }> {
  return acceptUpload(ctx, operator, importCouponsJob, { rows: [...rows] }, 'coupons.import', rows.length);
}

/** The first `limit` coupons whose stored code lies in [from, to): the palette's search by code prefix. */
export function couponsByCodePrefix(ctx: ShopContext, from: string, to: string, limit: number) {
  return couponsInCodeRange(ctx.db, ctx.shop.id, from, to, limit);
}
