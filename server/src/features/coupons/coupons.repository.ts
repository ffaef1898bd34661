import type { Selectable } from 'kysely';
import type { CouponTable } from './coupons.table';
import type { DbOrTrx } from '../../platform/db';
import { nowIso } from '../../platform/db';

export type CouponRecord = Selectable<CouponTable>;

export interface CouponRange {
  from: string | null;
  to: string | null;
}

/** The date range filters on the day a coupon was given out (its assigned date). */
function inRange(db: DbOrTrx, range: CouponRange) {
  let q = db.selectFrom('coupons');
  if (range.from) q = q.where('assigned_at', '>=', range.from);
  if (range.to) q = q.where('assigned_at', '<=', range.to);
  return q;
}

export async function countCoupons(db: DbOrTrx, range: CouponRange): Promise<number> {
  const row = await inRange(db, range)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function couponPage(db: DbOrTrx, range: CouponRange, page: number, perPage: number): Promise<CouponRecord[]> {
  return inRange(db, range)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
}

export function couponsOfOrder(db: DbOrTrx, orderRef: string): Promise<CouponRecord[]> {
  return db.selectFrom('coupons').selectAll().where('order_ref', '=', orderRef).orderBy('id').execute();
}

export interface CouponValues {
  code: string;
  orderRef: string | null;
  assignedAt: string | null;
}

/** Creates the coupon or, when the code exists, records its order; an import never un-assigns a coupon. */
export async function upsertCoupon(db: DbOrTrx, values: CouponValues): Promise<'created' | 'updated' | 'unchanged'> {
  const now = nowIso();
  const existing = await db.selectFrom('coupons').selectAll().where('code', '=', values.code).executeTakeFirst();
  if (!existing) {
    await db
      .insertInto('coupons')
      .values({
        code: values.code,
        order_ref: values.orderRef,
        assigned_at: values.orderRef ? values.assignedAt : null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return 'created';
  }
  if (!values.orderRef || (existing.order_ref === values.orderRef && (!values.assignedAt || existing.assigned_at === values.assignedAt)))
    return 'unchanged';
  await db
    .updateTable('coupons')
    .set({ order_ref: values.orderRef, assigned_at: values.assignedAt ?? existing.assigned_at ?? now, updated_at: now })
    .where('id', '=', existing.id)
    .execute();
  return 'updated';
}

export async function insertResend(
  db: DbOrTrx,
  values: { couponId: number; operatorId: number | null; to: string; mailId: number },
): Promise<void> {
  await db
    .insertInto('coupon_resends')
    .values({
      coupon_id: values.couponId,
      operator_id: values.operatorId,
      to_address: values.to,
      mail_id: values.mailId,
      created_at: nowIso(),
    })
    .execute();
}

/** Every resend of these coupons with its message's status, newest first. */
export function resendsOf(db: DbOrTrx, couponIds: readonly number[]) {
  if (couponIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('coupon_resends as r')
    .innerJoin('mail_outbox as m', 'm.id', 'r.mail_id')
    .select(['r.coupon_id', 'r.created_at', 'r.to_address', 'm.status'])
    .where('r.coupon_id', 'in', [...couponIds])
    .orderBy('r.id', 'desc')
    .execute();
}

/** Codes (upper case) already redeem codes of the store's discount. */
export async function codesOnStore(db: DbOrTrx, codes: readonly string[]): Promise<Set<string>> {
  if (!codes.length) return new Set();
  const rows = await db
    .selectFrom('coupons')
    .select('code')
    .where('code', 'in', [...codes])
    .where('store_state', '=', 'added')
    .execute();
  return new Set(rows.map((r) => r.code));
}

export async function markCodesOnStore(db: DbOrTrx, codes: readonly string[]): Promise<void> {
  if (!codes.length) return;
  await db
    .updateTable('coupons')
    .set({ store_state: 'added', updated_at: nowIso() })
    .where('code', 'in', [...codes])
    .where('store_state', 'is', null)
    .execute();
}

/**
 * Records the order that applied these codes (the store's order webhooks and reconciliation): a
 * coupon given out keeps its first order, so a repeated or older event changes nothing. Answers how
 * many coupons it marked used.
 */
export async function assignCouponsToOrder(db: DbOrTrx, codes: readonly string[], orderRef: string, assignedAt: string): Promise<number> {
  if (!codes.length) return 0;
  const res = await db
    .updateTable('coupons')
    .set({ order_ref: orderRef, assigned_at: assignedAt, updated_at: nowIso() })
    .where(
      'code',
      'in',
      codes.map((c) => c.toUpperCase()),
    )
    .where('order_ref', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}
