import type { ShopContext } from '../../app-context';
import { lockForTransaction } from '../../db/dialect';
import { writeAudit } from '../../platform/audit';
import { nowIso, type DbOrTrx } from '../../platform/db';
import { enqueue } from '../../platform/jobs';
import { getSetting, putSetting } from '../../platform/settings';
import { uninstalledAt } from './store-install.service';
import { storeLoadJob } from './store-load.jobs';
import { insertLoad, latestLoad, loadOfJob, runningLoad } from './store-sync.repository';

/** When the app was last installed again after app/uninstalled: a full load from before it no longer counts. */
const REINSTALLED_KEY = 'store-sync.reinstalled-at';

/** Whether the mirror holds a completed full load made since the app was last installed. */
export async function hasCompletedLoad(db: DbOrTrx): Promise<boolean> {
  const since = await getSetting(db, REINSTALLED_KEY);
  let done = db.selectFrom('store_loads').select('id').where('status', '=', 'done');
  if (since) done = done.where('started_at', '>=', since);
  return (await done.limit(1).executeTakeFirst()) !== undefined;
}

/**
 * Inside the caller's transaction: starts a full load when the shop has none completed and none is
 * running (a first start, an install upgraded from a release without it, a reinstall). The job's
 * dedupe key names the newest load, so instances and workers starting together enqueue one job
 * (on PostgreSQL the second insert waits for the first and finds its job and load), while a load
 * that failed for good lets the next attempt start another. Answers the new job, or null.
 */
async function startFirstLoadIn(trx: DbOrTrx): Promise<number | null> {
  // One starter at a time: checked statement by statement, a load could finish between "none completed" and "none
  // running", and a load committed meanwhile changed the dedupe key below (two full loads, seen on a loaded machine).
  await lockForTransaction(trx, 'store-sync.first-load');
  if ((await uninstalledAt(trx)) || (await hasCompletedLoad(trx)) || (await runningLoad(trx))) return null;
  const after = (await latestLoad(trx))?.id ?? 0;
  const jobId = await enqueue(trx, storeLoadJob, {}, { operatorId: null, dedupeKey: `store-sync.first-load:after-${after}` });
  if (await loadOfJob(trx, jobId)) return null;
  await insertLoad(trx, jobId, nowIso());
  await writeAudit(trx, { operatorId: null, action: 'store-sync.full-load', target: `job:${jobId}`, after: { automatic: true } });
  return jobId;
}

/** The console starts the mirror's full load by itself (DESIGN.md §10 'Mirror'), never waiting for an operator. */
export async function ensureFirstLoad(ctx: ShopContext): Promise<number | null> {
  const jobId = await ctx.db.transaction().execute((trx) => startFirstLoadIn(trx));
  if (jobId !== null) {
    ctx.log.info({ jobId }, 'the store has no completed full load: one was started');
    ctx.jobs.notify(jobId);
  }
  return jobId;
}

/** A reinstall (in resumeAfterInstall's transaction): the mirror is loaded again from the store. */
export async function reloadAfterReinstall(trx: DbOrTrx, now: string): Promise<number | null> {
  await putSetting(trx, REINSTALLED_KEY, now, now);
  return startFirstLoadIn(trx);
}
