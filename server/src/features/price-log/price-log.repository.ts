import type { Insertable, Selectable } from 'kysely';
import type { PriceLogTable } from './price-log.table';
import type { DbOrTrx } from '../../platform/db';
import type { ShopId } from '../../platform/shop-id';

export type PriceLogRecord = Selectable<PriceLogTable>;

/** A log row as written: its shop is the repository's argument. */
type LogValues = Omit<Insertable<PriceLogTable>, 'shop_id'>;

export interface LogRange {
  from: string | null;
  to: string | null;
}

/**
 * The log lists what has taken effect: a scheduled price is dated on its future day, which the spec's
 * filter (no future dates) can never reach, so it is shown where prices are scheduled (Bulk Price).
 */
function inRange(db: DbOrTrx, shop: ShopId, range: LogRange) {
  let q = db.selectFrom('price_log').where('shop_id', '=', shop).where('status', '=', 'applied');
  if (range.from) q = q.where('created_at', '>=', range.from);
  if (range.to) q = q.where('created_at', '<=', range.to);
  return q;
}

/** Replaces the scheduled row of a price (an older revision's, if any) with this revision's. */
export async function replaceScheduledRow(db: DbOrTrx, shop: ShopId, row: LogValues & { bulk_price_id: number }): Promise<void> {
  await db
    .deleteFrom('price_log')
    .where('shop_id', '=', shop)
    .where('bulk_price_id', '=', row.bulk_price_id)
    .where('status', '=', 'scheduled')
    .execute();
  await db
    .insertInto('price_log')
    .values({ ...row, shop_id: shop, status: 'scheduled' })
    .execute();
}

export async function deleteScheduledRow(db: DbOrTrx, shop: ShopId, bulkPriceId: number): Promise<void> {
  await db
    .deleteFrom('price_log')
    .where('shop_id', '=', shop)
    .where('bulk_price_id', '=', bulkPriceId)
    .where('status', '=', 'scheduled')
    .execute();
}

/**
 * Turns the revision's scheduled row applied (or inserts it applied when it has none). The unique
 * (bulk_price_id, bulk_price_revision) index makes this happen once; false when it already had.
 */
export async function markRowApplied(
  db: DbOrTrx,
  shop: ShopId,
  row: LogValues & { bulk_price_id: number; bulk_price_revision: number },
): Promise<boolean> {
  const { bulk_price_id: id, bulk_price_revision: revision, ...values } = row;
  const res = await db
    .updateTable('price_log')
    .set({ ...values, status: 'applied' })
    .where('shop_id', '=', shop)
    .where('bulk_price_id', '=', id)
    .where('bulk_price_revision', '=', revision)
    .where('status', '=', 'scheduled')
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 1) return true;
  const inserted = await db
    .insertInto('price_log')
    .values({ ...row, shop_id: shop, status: 'applied' })
    .onConflict((oc) => oc.columns(['shop_id', 'bulk_price_id', 'bulk_price_revision']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function countPriceLog(db: DbOrTrx, shop: ShopId, range: LogRange): Promise<number> {
  const row = await inRange(db, shop, range)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page, newest first; the spec's list is page-numbered ('Page X of Y'). */
export function priceLogPage(db: DbOrTrx, shop: ShopId, range: LogRange, page: number, perPage: number): Promise<PriceLogRecord[]> {
  return inRange(db, shop, range)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
}

/** Every row of the range in chunks (keyset), newest first, for the export. */
export async function* walkPriceLog(db: DbOrTrx, shop: ShopId, range: LogRange, chunk = 1000): AsyncGenerator<PriceLogRecord> {
  let after: { at: string; id: number } | null = null;
  for (;;) {
    let q = inRange(db, shop, range).selectAll();
    if (after) {
      const { at, id } = after;
      q = q.where((eb) => eb.or([eb('created_at', '<', at), eb.and([eb('created_at', '=', at), eb('id', '<', id)])]));
    }
    const rows = await q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(chunk).execute();
    yield* rows;
    const last = rows[rows.length - 1];
    if (rows.length < chunk || !last) return;
    after = { at: last.created_at, id: last.id };
  }
}
