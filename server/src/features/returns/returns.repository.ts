import type { Insertable, Selectable } from 'kysely';
import type { ReturnRequestTable, ReturnTable } from './returns.table';
import { dbKind } from '../../db/dialect';
import type { DbOrTrx } from '../../platform/db';
import { nowIso } from '../../platform/db';
import type { ShopId } from '../../platform/shop-id';

export type ReturnRecord = Selectable<ReturnTable>;
export type ReturnRequestRecord = Selectable<ReturnRequestTable>;

/**
 * Serialises returns of one order: on PostgreSQL a row lock held to the end of the transaction. On
 * SQLite the app's one connection runs transactions one at a time, and a second process writing
 * the same file meanwhile makes this transaction fail (WAL snapshot), never count twice.
 */
export async function lockOrder(trx: DbOrTrx, shop: ShopId, orderId: number): Promise<void> {
  await trx
    .insertInto('return_order_locks')
    .values({ shop_id: shop, order_id: orderId })
    .onConflict((oc) => oc.columns(['shop_id', 'order_id']).doNothing())
    .execute();
  if (dbKind(trx as never) === 'postgres') {
    await trx
      .selectFrom('return_order_locks')
      .select('order_id')
      .where('shop_id', '=', shop)
      .where('order_id', '=', orderId)
      .forUpdate()
      .execute();
  }
}

/** Quantity returned (or being returned) per line item of an order. */
export async function returnedQuantities(db: DbOrTrx, shop: ShopId, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('returns')
    .select(['lineitem_id', (eb) => eb.fn.sum<number>('quantity').as('qty')])
    .where('shop_id', '=', shop)
    .where('order_id', '=', orderId)
    .groupBy('lineitem_id')
    .execute();
  return new Map(rows.map((r) => [r.lineitem_id, Number(r.qty)]));
}

export function findRequestByKey(db: DbOrTrx, shop: ShopId, key: string): Promise<ReturnRequestRecord | undefined> {
  return db.selectFrom('return_requests').selectAll().where('shop_id', '=', shop).where('idempotency_key', '=', key).executeTakeFirst();
}

/** Takes the key for this attempt: a new request, or one whose labels failed before; null when it is live or done. */
export async function claimRequest(
  db: DbOrTrx,
  shop: ShopId,
  values: { orderId: number; key: string | null; operatorId: number | null },
): Promise<number | null> {
  const now = nowIso();
  if (values.key) {
    const res = await db
      .updateTable('return_requests')
      .set({ status: 'reserved', response: null, operator_id: values.operatorId, updated_at: now })
      .where('shop_id', '=', shop)
      .where('idempotency_key', '=', values.key)
      .where('status', '=', 'carrier_failed')
      .returning('id')
      .executeTakeFirst();
    if (res) return res.id;
  }
  const row = await db
    .insertInto('return_requests')
    .values({
      shop_id: shop,
      order_id: values.orderId,
      idempotency_key: values.key,
      status: 'reserved',
      response: null,
      operator_id: values.operatorId,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['shop_id', 'idempotency_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function insertReturn(db: DbOrTrx, shop: ShopId, row: Omit<Insertable<ReturnTable>, 'shop_id'>): Promise<number> {
  const inserted = await db
    .insertInto('returns')
    .values({ ...row, shop_id: shop })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** The labels failed: the held quantities are released and the key may be tried again. */
export async function releaseRequest(db: DbOrTrx, shop: ShopId, requestId: number): Promise<void> {
  await db.deleteFrom('returns').where('shop_id', '=', shop).where('request_id', '=', requestId).execute();
  await db
    .updateTable('return_requests')
    .set({ status: 'carrier_failed', updated_at: nowIso() })
    .where('shop_id', '=', shop)
    .where('id', '=', requestId)
    .execute();
}

export async function insertLabel(
  db: DbOrTrx,
  shop: ShopId,
  values: { requestId: number; trackingNumber: string; carrier: string; fileId: number; weightLbs: number },
): Promise<number> {
  const row = await db
    .insertInto('return_labels')
    .values({
      shop_id: shop,
      request_id: values.requestId,
      tracking_number: values.trackingNumber,
      carrier: values.carrier,
      file_id: values.fileId,
      weight_lbs: values.weightLbs,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function attachLabel(db: DbOrTrx, shop: ShopId, returnIds: readonly number[], labelId: number): Promise<void> {
  await db
    .updateTable('returns')
    .set({ label_id: labelId, updated_at: nowIso() })
    .where('shop_id', '=', shop)
    .where('id', 'in', [...returnIds])
    .execute();
}

export async function completeRequest(db: DbOrTrx, shop: ShopId, requestId: number, response: unknown): Promise<void> {
  await db
    .updateTable('return_requests')
    .set({ status: 'done', response: JSON.stringify(response), updated_at: nowIso() })
    .where('shop_id', '=', shop)
    .where('id', '=', requestId)
    .execute();
}

const returnColumns = [
  'r.id',
  'r.lineitem_id',
  'r.sku',
  'r.title',
  'r.quantity',
  'r.refund_status',
  'r.shopify_order_date',
  'r.created_at',
  'r.isedit',
  'r.country',
  'r.address',
  'r.city',
  'r.state',
  'r.zipcode',
  'r.phone',
  'l.tracking_number',
  'l.file_id',
] as const;

/** Returns with their labels (only those whose labels were bought), oldest first. */
/** Labels joined on the shop too, so a row never meets another shop's label. */
function withLabels(db: DbOrTrx, shop: ShopId) {
  return db
    .selectFrom('returns as r')
    .innerJoin('return_labels as l', (join) => join.onRef('l.shop_id', '=', 'r.shop_id').onRef('l.id', '=', 'r.label_id'))
    .where('r.shop_id', '=', shop);
}

export function labelledReturns(db: DbOrTrx, shop: ShopId, where: { orderId: number } | { requestId: number } | { id: number }) {
  let q = withLabels(db, shop).select(returnColumns);
  if ('orderId' in where) q = q.where('r.order_id', '=', where.orderId);
  else if ('requestId' in where) q = q.where('r.request_id', '=', where.requestId);
  else q = q.where('r.id', '=', where.id);
  return q.orderBy('r.created_at').orderBy('r.id').execute();
}

export type LabelledReturn = Awaited<ReturnType<typeof labelledReturns>>[number];

/** The newest labelled returns of every order, newest first, with their order's number (index returns_recent). */
export function recentReturns(db: DbOrTrx, shop: ShopId, limit: number) {
  return withLabels(db, shop)
    .select([...returnColumns, 'r.order_number'])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
}

export async function markRefunded(db: DbOrTrx, shop: ShopId, id: number): Promise<boolean> {
  const res = await db
    .updateTable('returns')
    .set({ refund_status: 1, updated_at: nowIso() })
    .where('shop_id', '=', shop)
    .where('id', '=', id)
    .where('refund_status', '=', 0)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
