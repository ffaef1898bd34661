import type { Selectable, Updateable } from 'kysely';
import type { SearchSyncTable } from './search-sync.table';
import type { DbOrTrx } from '../../platform/db';

export type SyncRow = Selectable<SearchSyncTable>;

export function latestSync(db: DbOrTrx): Promise<(SyncRow & { job_status: string | null }) | undefined> {
  return db
    .selectFrom('search_syncs')
    .leftJoin('jobs', 'jobs.id', 'search_syncs.job_id')
    .selectAll('search_syncs')
    .select('jobs.status as job_status')
    .orderBy('search_syncs.started_at', 'desc')
    .orderBy('search_syncs.id', 'desc')
    .executeTakeFirst();
}

export function findSync(db: DbOrTrx, id: number): Promise<SyncRow | undefined> {
  return db.selectFrom('search_syncs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Takes the single running slot; undefined when another sync holds it. */
export async function insertRunningSync(db: DbOrTrx, operatorId: number | null, now: string): Promise<number | undefined> {
  const row = await db
    .insertInto('search_syncs')
    .values({
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
    .onConflict((oc) => oc.column('running_slot').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function updateSync(db: DbOrTrx, id: number, values: Updateable<SearchSyncTable>): Promise<void> {
  await db.updateTable('search_syncs').set(values).where('id', '=', id).execute();
}

/** Frees the slot of a sync whose job ended without saying so (its worker died for good, or it was cancelled). */
export async function releaseAbandoned(db: DbOrTrx, now: string): Promise<void> {
  const stuck = await db
    .selectFrom('search_syncs')
    .innerJoin('jobs', 'jobs.id', 'search_syncs.job_id')
    .select(['search_syncs.id', 'jobs.status', 'jobs.last_error'])
    .where('search_syncs.running_slot', '=', 1)
    .where('jobs.status', 'in', ['failed', 'cancelled'])
    .execute();
  for (const s of stuck) {
    await updateSync(db, s.id, {
      status: 'failed',
      running_slot: null,
      finished_at: now,
      notes: `Sync ${s.status}: ${s.last_error ?? 'no reason given'}`,
    });
  }
}
