import type { SyncStatus } from '@console/contracts/search-sync.contract';
import type { ShopContext } from '../../app-context';
import { writeAudit } from '../../platform/audit';
import { nowIso } from '../../platform/db';
import { enqueue } from '../../platform/jobs';
import type { Operator } from '../../platform/operators';
import { searchSyncJob } from './search-sync.jobs';
import { insertRunningSync, latestSync, releaseAbandoned, updateSync } from './search-sync.repository';

const LABEL = { running: 'In progress', completed: 'Completed', failed: 'Failed' } as const;

/** The last sync: when it started, whether it finished, how, and its notes (counts or the reason). */
export async function syncStatus(ctx: ShopContext): Promise<SyncStatus> {
  const sync = await latestSync(ctx.db, ctx.shop.id);
  if (!sync)
    return { EventDate: null, completed: true, status: 'Never synced', Notes: `Documents in the index: ${await ctx.searchIndex.count()}` };
  // A job that ended without finishing its sync (worker gone for good, or cancelled) ends the sync too.
  const abandoned = sync.status === 'running' && (sync.job_status === 'failed' || sync.job_status === 'cancelled');
  return {
    EventDate: sync.started_at,
    completed: sync.status !== 'running' || abandoned,
    status: abandoned ? LABEL.failed : LABEL[sync.status],
    Notes: sync.notes,
  };
}

/** Start SOLR sync: one sync at a time (a unique running slot), run by a job. */
export async function startSync(ctx: ShopContext, operator: Operator): Promise<{ result: boolean; msg: string; jobId: number | null }> {
  const shop = ctx.shop.id;
  const started = await ctx.db.transaction().execute(async (trx) => {
    const now = nowIso();
    await releaseAbandoned(trx, shop, now);
    const syncId = await insertRunningSync(trx, shop, operator.id, now);
    if (syncId === undefined) return null;
    const jobId = await enqueue(trx, searchSyncJob, { syncId }, { shop, operatorId: operator.id, dedupeKey: `search-sync:${syncId}` });
    await updateSync(trx, shop, syncId, { job_id: jobId });
    await writeAudit(trx, {
      shop,
      operatorId: operator.id,
      action: 'search-sync.start',
      target: `search-sync:${syncId}`,
      after: { jobId },
    });
    return jobId;
  });
  if (started === null) return { result: false, msg: 'A sync is already running.', jobId: null };
  ctx.jobs.notify(started);
  return { result: true, msg: 'Sync started.', jobId: started };
}
