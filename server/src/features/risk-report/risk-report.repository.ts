import type { Selectable } from 'kysely';
import type { RiskScoreTable } from './risk-report.table';
import type { DbOrTrx } from '../../platform/db';
import type { ShopId } from '../../platform/shop-id';

export type RiskScoreRow = Selectable<RiskScoreTable>;

export async function scoresOf(db: DbOrTrx, shop: ShopId, orderIds: readonly string[]): Promise<Map<string, RiskScoreRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('risk_scores')
    .selectAll()
    .where('shop_id', '=', shop)
    .where('order_id', 'in', [...orderIds])
    .execute();
  return new Map(rows.map((r) => [r.order_id, r]));
}

/** Keeps the order's latest score, replacing an earlier one. */
export async function saveScore(db: DbOrTrx, shop: ShopId, row: Omit<RiskScoreRow, 'id' | 'shop_id'>): Promise<void> {
  await db
    .insertInto('risk_scores')
    .values({ ...row, shop_id: shop })
    .onConflict((oc) =>
      oc
        .columns(['shop_id', 'order_id'])
        .doUpdateSet({ score: row.score, version: row.version, reasons: row.reasons, raw: row.raw, scored_at: row.scored_at }),
    )
    .execute();
}
