import type { ShopContext } from '../../app-context';
import { lockForTransaction } from '../../db/dialect';
import { writeAudit } from '../../platform/audit';
import { nowIso, type DbOrTrx } from '../../platform/db';
import { enqueue } from '../../platform/jobs';
import { getSetting, putSetting } from '../../platform/settings';
import type { ShopId } from '../../platform/shop-id';
import { uninstalledAt } from './store-install.service';
import { storeLoadJob } from './store-load.jobs';
import { hasLoadDoneSince, insertLoad, latestLoad, loadOfJob, runningLoad } from './store-sync.repository';

/** When the app was last installed again after app/uninstalled: a full load from before it no longer counts. */
const REINSTALLED_KEY = 'store-sync.reinstalled-at';

/**
 * Set when "Run a full load" is pressed while a load runs (the press answered the running load, which had
 * started before most customers existed): the id of the load it waits for. One flag, so a press while one waits
 * changes nothing; the load that ends (or the next start) starts the waiting one.
 */
export const QUEUED_LOAD_KEY = 'store-sync.load-queued-after';

/** Whether the mirror holds a completed full load made since the app was last installed. */
export async function hasCompletedLoad(db: DbOrTrx, shop: ShopId): Promise<boolean> {
  const since = await getSetting(db, shop, REINSTALLED_KEY);
  return hasLoadDoneSince(db, shop, since || null);
}

/**
 * Inside the caller's transaction: starts a full load when the shop has none completed and none is
 * running (a first start, an install upgraded from a release without it, a reinstall, a shop just added). The job's
 * dedupe key names the newest load (the platform prefixes it with the shop), so instances and workers starting
 * together enqueue one job (on PostgreSQL the second insert waits for the first and finds its job and load), while a
 * load that failed for good lets the next attempt start another. Answers the new job, or null.
 */
async function startFirstLoadIn(trx: DbOrTrx, shop: ShopId): Promise<number | null> {
  // One starter per shop at a time: checked statement by statement, a load could finish between "none completed" and
  // "none running", and a load committed meanwhile changed the dedupe key below (two full loads, seen on a loaded machine).
  await lockForTransaction(trx, `store-sync.first-load:${shop}`);
  if ((await uninstalledAt(trx, shop)) || (await hasCompletedLoad(trx, shop)) || (await runningLoad(trx, shop))) return null;
  const after = (await latestLoad(trx, shop))?.id ?? 0;
  const jobId = await enqueue(trx, storeLoadJob, {}, { shop, operatorId: null, dedupeKey: `store-sync.first-load:after-${after}` });
  if (await loadOfJob(trx, shop, jobId)) return null;
  await insertLoad(trx, shop, jobId, nowIso());
  await writeAudit(trx, { shop, operatorId: null, action: 'store-sync.full-load', target: `job:${jobId}`, after: { automatic: true } });
  return jobId;
}

/** The console starts the mirror's full load by itself (docs/outside-interfaces.md 'Shopify' 'Mirror'), never waiting for an operator. */
export async function ensureFirstLoad(ctx: ShopContext): Promise<number | null> {
  const jobId = await ctx.db.transaction().execute((trx) => startFirstLoadIn(trx, ctx.shop.id));
  if (jobId !== null) {
    ctx.log.info({ jobId, shop: ctx.shop.name }, 'the store has no completed full load: one was started');
    ctx.jobs.notify(jobId);
  }
  return jobId;
}

/** A reinstall (in resumeAfterInstall's transaction): the mirror is loaded again from the store. */
export async function reloadAfterReinstall(trx: DbOrTrx, shop: ShopId, now: string): Promise<number | null> {
  await putSetting(trx, shop, REINSTALLED_KEY, now, now);
  return startFirstLoadIn(trx, shop);
}

/** A load the caller starts now (in its transaction): the job, its load record and the audit entry. */
export async function startLoadIn(
  trx: DbOrTrx,
  shop: ShopId,
  operatorId: number | null,
  after: Record<string, unknown> = {},
): Promise<number> {
  const jobId = await enqueue(trx, storeLoadJob, {}, { shop, operatorId });
  await insertLoad(trx, shop, jobId, nowIso());
  await writeAudit(trx, {
    shop,
    operatorId,
    action: 'store-sync.full-load',
    target: `job:${jobId}`,
    ...(Object.keys(after).length ? { after } : {}),
  });
  return jobId;
}

/**
 * In the transaction that ends a load, or at start: the load a press queued, once none runs. Answers its job, or null.
 * The flag is cleared with the start, so exactly one load follows however often the button was pressed.
 */
export async function startQueuedLoadIn(trx: DbOrTrx, shop: ShopId): Promise<number | null> {
  const queued = await getSetting(trx, shop, QUEUED_LOAD_KEY);
  if (!queued) return null;
  await lockForTransaction(trx, `store-sync.first-load:${shop}`);
  if ((await uninstalledAt(trx, shop)) || (await runningLoad(trx, shop))) return null;
  await putSetting(trx, shop, QUEUED_LOAD_KEY, '', nowIso());
  return startLoadIn(trx, shop, null, { queuedAfterLoad: Number(queued) });
}

/** The load a press queued behind `loadId`, if one is queued (for the press's answer). */
export async function loadQueuedAfter(db: DbOrTrx, shop: ShopId): Promise<number | null> {
  const queued = await getSetting(db, shop, QUEUED_LOAD_KEY);
  return queued ? Number(queued) : null;
}
