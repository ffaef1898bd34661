import type { Selectable } from 'kysely';
import type { CouponTable } from './coupons.table';
import type { DbOrTrx } from '../../platform/db';
import { nowIso } from '../../platform/db';
import { prefixEnd } from '../../platform/list-search';
import type { ShopId } from '../../platform/shop-id';

export type CouponRecord = Selectable<CouponTable>;

export interface CouponRange {
  from: string | null;
  to: string | null;
  /** The start of a code (codes are stored upper case): a range on the shop's unique code index. */
  code?: string | null;
  /** Only coupons given out (with an order), or only those not yet. */
  used?: 'used' | 'unused' | null;
}

/** The date range filters on the day a coupon was given out (its assigned date). */
function inRange(db: DbOrTrx, shop: ShopId, range: CouponRange) {
  let q = db.selectFrom('coupons').where('shop_id', '=', shop);
  if (range.from) q = q.where('assigned_at', '>=', range.from);
  if (range.to) q = q.where('assigned_at', '<=', range.to);
  const code = range.code?.trim().toUpperCase();
  if (code) q = q.where('code', '>=', code).where('code', '<', prefixEnd(code));
  if (range.used === 'used') q = q.where('order_ref', 'is not', null);
  if (range.used === 'unused') q = q.where('order_ref', 'is', null);
  return q;
}

export async function countCoupons(db: DbOrTrx, shop: ShopId, range: CouponRange): Promise<number> {
  const row = await inRange(db, shop, range)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function couponPage(db: DbOrTrx, shop: ShopId, range: CouponRange, page: number, perPage: number): Promise<CouponRecord[]> {
  return inRange(db, shop, range)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
}

export function couponsOfOrder(db: DbOrTrx, shop: ShopId, orderRef: string): Promise<CouponRecord[]> {
  return db.selectFrom('coupons').selectAll().where('shop_id', '=', shop).where('order_ref', '=', orderRef).orderBy('id').execute();
}

export interface CouponValues {
  code: string;
  orderRef: string | null;
  assignedAt: string | null;
}

/** Creates the coupon or, when the code exists, records its order; an import never un-assigns a coupon. */
export async function upsertCoupon(db: DbOrTrx, shop: ShopId, values: CouponValues): Promise<'created' | 'updated' | 'unchanged'> {
  const now = nowIso();
  const existing = await db
    .selectFrom('coupons')
    .selectAll()
    .where('shop_id', '=', shop)
    .where('code', '=', values.code)
    .executeTakeFirst();
  if (!existing) {
    await db
      .insertInto('coupons')
      .values({
        shop_id: shop,
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
    .where('shop_id', '=', shop)
    .where('id', '=', existing.id)
    .execute();
  return 'updated';
}

export async function insertResend(
  db: DbOrTrx,
  shop: ShopId,
  values: { couponId: number; operatorId: number | null; to: string; mailId: number },
): Promise<void> {
  await db
    .insertInto('coupon_resends')
    .values({
      shop_id: shop,
      coupon_id: values.couponId,
      operator_id: values.operatorId,
      to_address: values.to,
      mail_id: values.mailId,
      created_at: nowIso(),
    })
    .execute();
}

/** Every resend of these coupons with its message's status, newest first. */
export function resendsOf(db: DbOrTrx, shop: ShopId, couponIds: readonly number[]) {
  if (couponIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('coupon_resends as r')
    .innerJoin('mail_outbox as m', (join) => join.onRef('m.shop_id', '=', 'r.shop_id').onRef('m.id', '=', 'r.mail_id'))
    .select(['r.coupon_id', 'r.created_at', 'r.to_address', 'm.status'])
    .where('r.shop_id', '=', shop)
    .where('r.coupon_id', 'in', [...couponIds])
    .orderBy('r.id', 'desc')
    .execute();
}

/** Codes (upper case) already redeem codes of the store's discount. */
export async function codesOnStore(db: DbOrTrx, shop: ShopId, codes: readonly string[]): Promise<Set<string>> {
  if (!codes.length) return new Set();
  const rows = await db
    .selectFrom('coupons')
    .select('code')
    .where('shop_id', '=', shop)
    .where('code', 'in', [...codes])
    .where('store_state', '=', 'added')
    .execute();
  return new Set(rows.map((r) => r.code));
}

export async function markCodesOnStore(db: DbOrTrx, shop: ShopId, codes: readonly string[]): Promise<void> {
  if (!codes.length) return;
  await db
    .updateTable('coupons')
    .set({ store_state: 'added', updated_at: nowIso() })
    .where('shop_id', '=', shop)
    .where('code', 'in', [...codes])
    .where('store_state', 'is', null)
    .execute();
}

/**
 * Records the order that applied these codes (the store's order webhooks and reconciliation): a
 * coupon given out keeps its first order, so a repeated or older event changes nothing. Answers how
 * many coupons it marked used.
 */
export async function assignCouponsToOrder(
  db: DbOrTrx,
  shop: ShopId,
  codes: readonly string[],
  orderRef: string,
  assignedAt: string,
): Promise<number> {
  if (!codes.length) return 0;
  const res = await db
    .updateTable('coupons')
    .set({ order_ref: orderRef, assigned_at: assignedAt, updated_at: nowIso() })
    .where('shop_id', '=', shop)
    .where(
      'code',
      'in',
      codes.map((c) => c.toUpperCase()),
    )
    .where('order_ref', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** Codes from `from` (inclusive) to `to` (exclusive), as stored: a range on the shop's code index. */
export async function couponsInCodeRange(
  db: DbOrTrx,
  shop: ShopId,
  from: string,
  to: string,
  limit: number,
): Promise<{ code: string; order_ref: string | null }[]> {
  return db
    .selectFrom('coupons')
    .select(['code', 'order_ref'])
    .where('shop_id', '=', shop)
    .where('code', '>=', from)
    .where('code', '<', to)
    .orderBy('code')
    .limit(limit)
    .execute();
}
