import { EMAIL_SENT_SUCCESSFULLY, type CouponRow } from '@console/contracts/coupons.contract';
import { dayRangeBounds, type PagedDateRangeQuery } from '@console/contracts/common/date-range';
import type { AppContext } from '../../app-context';
import { gidId, type CommerceOrder } from '../../integrations/commerce/commerce.port';
import { writeAudit } from '../../platform/audit';
import { badRequest, notFound } from '../../platform/http-error';
import { enqueue } from '../../platform/jobs';
import { queueMail } from '../../platform/mail';
import type { Operator } from '../../platform/operators';
import { couponMessage } from './coupon-mail';
import { importCouponsJob } from './coupons.jobs';
import { countCoupons, couponPage, couponsOfOrder, insertResend, resendsOf, type CouponRecord } from './coupons.repository';

function toRow(c: CouponRecord, resends: ReadonlyArray<{ coupon_id: number; created_at: string; to_address: string; status: string }>): CouponRow {
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
  };
}

export async function listCoupons(ctx: AppContext, query: PagedDateRangeQuery): Promise<{ data: { results: CouponRow[]; per_page: number; page: number; total_pages: number; total: number } }> {
  const range = dayRangeBounds(query.date_from || undefined, query.date_to || undefined);
  const total = await countCoupons(ctx.db, range);
  const rows = await couponPage(ctx.db, range, query.page, query.per_page);
  const resends = await resendsOf(ctx.db, rows.map((r) => r.id));
  return { data: { results: rows.map((r) => toRow(r, resends)), per_page: query.per_page, page: query.page, total_pages: Math.max(1, Math.ceil(total / query.per_page)), total } };
}

/** The order a coupon names: its number (1001 or '#1001') or its gid. */
async function findOrder(ctx: AppContext, id: string | number): Promise<CommerceOrder | null> {
  const text = String(id).trim().replace(/^#/, '');
  if (/^\d{1,15}$/.test(text)) return ctx.commerce.orderByNumber(Number(text));
  return gidId('Order', text) === null ? null : ctx.commerce.orderById(text);
}

/**
 * Resend (spec 3 §2.4): the coupon e-mail again, to the order's customer, through the outbox and the
 * mail job; each resend is recorded with who, when, to which address and its message.
 */
export async function resendCoupon(ctx: AppContext, operator: Operator, id: string | number): Promise<{ success: boolean; message: string; to: string }> {
  const order = await findOrder(ctx, id);
  const coupons = order ? await couponsOfOrder(ctx.db, String(order.number)) : [];
  if (!order || coupons.length === 0) throw notFound('Used coupon of that order');
  const to = order.customer?.email || order.email;
  if (!to) throw badRequest('The order has no customer e-mail.');
  const message = couponMessage(ctx.config, { name: order.customer?.displayName ?? 'customer', orderName: order.name, codes: coupons.map((c) => c.code) });
  const jobId = await ctx.db.transaction().execute(async (trx) => {
    const mail = await queueMail(trx, { to, ...message, kind: 'coupon.resend', flag: 'showCoupons', relatedId: `order:${order.number}` }, { operatorId: operator.id, maxAttempts: ctx.config.mailMaxAttempts });
    for (const c of coupons) await insertResend(trx, { couponId: c.id, operatorId: operator.id, to, mailId: mail.mailId });
    await writeAudit(trx, { operatorId: operator.id, action: 'coupons.resend', target: order.id, after: { to, coupons: coupons.map((c) => c.code), mailId: mail.mailId } });
    return mail.jobId;
  });
  ctx.jobs.notify(jobId);
  return { success: true, message: EMAIL_SENT_SUCCESSFULLY, to };
}

export async function uploadCoupons(ctx: AppContext, operator: Operator, rows: ReadonlyArray<Record<string, unknown>>): Promise<{ jobId: number }> {
  const jobId = await ctx.db.transaction().execute(async (trx) => {
    const id = await enqueue(trx, importCouponsJob, { rows: [...rows] }, { operatorId: operator.id });
    await writeAudit(trx, { operatorId: operator.id, action: 'coupons.import', target: `job:${id}`, after: { rows: rows.length } });
    return id;
  });
  ctx.jobs.notify(jobId);
  return { jobId };
}
