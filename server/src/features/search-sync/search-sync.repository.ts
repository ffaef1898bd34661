import type { Selectable, Updateable } from 'kysely';
import type { SearchSyncTable } from './search-sync.table';
import type { DbOrTrx } from '../../platform/db';
import type { ShopId } from '../../platform/shop-id';

export type SyncRow = Selectable<SearchSyncTable>;

export function latestSync(db: DbOrTrx, shop: ShopId): Promise<(SyncRow & { job_status: string | null }) | undefined> {
  return db
    .selectFrom('search_syncs')
    .leftJoin('jobs', (join) => join.onRef('jobs.id', '=', 'search_syncs.job_id').onRef('jobs.shop_id', '=', 'search_syncs.shop_id'))
    .selectAll('search_syncs')
    .select('jobs.status as job_status')
    .where('search_syncs.shop_id', '=', shop)
    .orderBy('search_syncs.started_at', 'desc')
    .orderBy('search_syncs.id', 'desc')
    .executeTakeFirst();
}

export function findSync(db: DbOrTrx, shop: ShopId, id: number): Promise<SyncRow | undefined> {
  return db.selectFrom('search_syncs').selectAll().where('shop_id', '=', shop).where('id', '=', id).executeTakeFirst();
}

/** Takes the shop's single running slot; undefined when another sync of the shop holds it. */
export async function insertRunningSync(db: DbOrTrx, shop: ShopId, operatorId: number | null, now: string): Promise<number | undefined> {
  const row = await db
    .insertInto('search_syncs')
    .values({
      shop_id: shop,
      status: 'running',
      notes: 'Sync queued',
      running_slot: 1,
      job_id: null,
      operator_id: operatorId,
      products: 0,
      indexed: 0,
      started_at: now,
      finished_at: null,
    })
    .onConflict((oc) => oc.columns(['shop_id', 'running_slot']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function updateSync(db: DbOrTrx, shop: ShopId, id: number, values: Updateable<SearchSyncTable>): Promise<void> {
  await db.updateTable('search_syncs').set(values).where('shop_id', '=', shop).where('id', '=', id).execute();
}

/** Frees the slot of a sync whose job ended without saying so (its worker died for good, or it was cancelled). */
export async function releaseAbandoned(db: DbOrTrx, shop: ShopId, now: string): Promise<void> {
  const stuck = await db
    .selectFrom('search_syncs')
    .innerJoin('jobs', (join) => join.onRef('jobs.id', '=', 'search_syncs.job_id').onRef('jobs.shop_id', '=', 'search_syncs.shop_id'))
    .select(['search_syncs.id', 'jobs.status', 'jobs.last_error'])
    .where('search_syncs.shop_id', '=', shop)
    .where('search_syncs.running_slot', '=', 1)
    .where('jobs.status', 'in', ['failed', 'cancelled'])
    .execute();
  for (const s of stuck) {
    await updateSync(db, shop, s.id, {
      status: 'failed',
      running_slot: null,
      finished_at: now,
      notes: `Sync ${s.status}: ${s.last_error ?? 'no reason given'}`,
    });
  }
}
