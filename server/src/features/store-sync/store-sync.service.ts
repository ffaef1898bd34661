import type { StoreSyncStatus } from '@console/contracts/store-sync.contract';
import type { ShopContext } from '../../app-context';
import { writeAudit } from '../../platform/audit';
import { HttpError } from '../../platform/http-error';
import { setMirrorLag } from '../../platform/metrics';
import { enqueue, jobProgressTotal } from '../../platform/jobs';
import type { Operator } from '../../platform/operators';
import { removeSchedule, upsertSchedule } from '../../platform/schedules';
import { getSetting, putSetting } from '../../platform/settings';
import { nowIso } from '../../platform/db';
import { countMirrored } from '../customers/customer-mirror.service';
import { storeClient, requireStoreClient } from '../../platform/store-client';
import { APP_UNINSTALLED, uninstalledAt } from './store-install.service';
import { ensureFirstLoad, loadQueuedAfter, QUEUED_LOAD_KEY, startLoadIn, startQueuedLoadIn } from './store-first-load';
import { IN_STEP_KEY } from './store-load.jobs';
import { storeReconcileJob, storeRepairJob } from './store-reconcile.jobs';
import { storeSubscribeJob } from './store-subscriptions.jobs';
import { adoptOrphanedWrites } from './store-writes';
import { queueDefectRepair } from './store-defect-repair.jobs';
import { foreignWebhooks, lastWebhookAt, latestLoad, recentErrors, runningLoad, writeCounts } from './store-sync.repository';

const RECONCILE_SCHEDULE = 'store-sync.reconcile';
const REPAIR_SCHEDULE = 'store-sync.repair';

/** The reconciliation period as a cron pattern: schedules have minute resolution, so at least one minute. */
export function reconcileCron(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  return minutes >= 60 ? `0 */${Math.min(23, Math.round(minutes / 60))} * * *` : `*/${minutes} * * * *`;
}

/**
 * At start of a worker, for each shop (and when a shop is added): with a store connected, make sure of the webhook subscriptions (a job, so an
 * unreachable store is retried), of the reconciliation and nightly repair schedules and of a full
 * load when the shop has none completed; without one, no schedule is left behind.
 */
export async function startStoreSync(ctx: ShopContext): Promise<void> {
  if (!storeClient(ctx)) {
    await removeSchedule(ctx.db, ctx.shop.id, RECONCILE_SCHEDULE);
    await removeSchedule(ctx.db, ctx.shop.id, REPAIR_SCHEDULE);
    return;
  }
  const shop = ctx.shop.id;
  const timeZone = ctx.shop.timeZone;
  await upsertSchedule(ctx.db, {
    shop,
    name: RECONCILE_SCHEDULE,
    cron: reconcileCron(ctx.config.shopifyReconcileSeconds ?? 300),
    timeZone,
    job: storeReconcileJob,
    payload: {},
    enabled: true,
  });
  await upsertSchedule(ctx.db, {
    shop,
    name: REPAIR_SCHEDULE,
    cron: '15 3 * * *',
    timeZone,
    job: storeRepairJob,
    payload: {},
    enabled: true,
  });
  const jobId = await enqueue(ctx.db, storeSubscribeJob, {}, { shop, operatorId: null });
  ctx.jobs.notify(jobId);
  if (!(await uninstalledAt(ctx.db, shop))) await adoptOrphanedWrites(ctx);
  await queueDefectRepair(ctx);
  await ensureFirstLoad(ctx);
  // A load a press queued whose running load ended with a process that stopped before starting it.
  const queued = await ctx.db.transaction().execute((trx) => startQueuedLoadIn(trx, shop));
  if (queued !== null) ctx.jobs.notify(queued);
}

/** The Store sync screen of the call's shop: its store, mirror, loads, writes and errors only. */
export async function storeSyncStatus(ctx: ShopContext): Promise<StoreSyncStatus> {
  const shop = ctx.shop.id;
  const client = storeClient(ctx);
  const load = await latestLoad(ctx.db, shop);
  const inStepAt = (await getSetting(ctx.db, shop, IN_STEP_KEY)) ?? null;
  const writes = await writeCounts(ctx.db, shop);
  const lagSeconds = inStepAt ? Math.max(0, Math.round((Date.now() - new Date(inStepAt).getTime()) / 1000)) : null;
  if (lagSeconds !== null) setMirrorLag(lagSeconds);
  return {
    connected: client !== null,
    uninstalledAt: await uninstalledAt(ctx.db, shop),
    store: client?.config.storeUrl ?? null,
    mirroredCustomers: await countMirrored(ctx.db, shop),
    lastFullLoad: load
      ? {
          jobId: Number(load.job_id),
          status: load.status,
          startedAt: load.started_at,
          finishedAt: load.finished_at,
          customers: Number(load.customers_done),
          total: await loadTotal(ctx, Number(load.job_id)),
          error: load.error,
        }
      : null,
    lastWebhookAt: await lastWebhookAt(ctx.db, shop),
    inStepAt,
    lagSeconds,
    reconcileSeconds: ctx.config.shopifyReconcileSeconds ?? 300,
    pendingWrites: writes.pending,
    failedWrites: writes.failed,
    errors: await recentErrors(ctx.db, shop, 10),
    otherShops: await foreignWebhooks(ctx.db),
  };
}

/** The store's customer count as the load's job last reported it (its progress total), once known. */
async function loadTotal(ctx: ShopContext, jobId: number): Promise<number | null> {
  return jobProgressTotal(ctx.db, ctx.shop.id, jobId);
}

/** What a press answers while a load runs: another follows it, said in the log and the audit entry. */
export const LOAD_QUEUED_MESSAGE = 'A full load is running; another will start when it ends.';

/**
 * 'Run a full load': one at a time. A press while one runs queues exactly one more after it (a press while one is
 * queued changes nothing) and answers the running load's job with `started: false`: a load that began before the
 * customers the operator just made would miss them, the one after it reads them.
 */
export async function startFullLoad(
  ctx: ShopContext,
  operator: Operator | null,
): Promise<{ jobId: number; started: boolean; queued: boolean }> {
  requireStoreClient(ctx);
  const shop = ctx.shop.id;
  if (await uninstalledAt(ctx.db, shop)) throw new HttpError(409, APP_UNINSTALLED);
  const answer = await ctx.db.transaction().execute(async (trx) => {
    const running = await runningLoad(trx, shop);
    // A load that has not asked the store for its export yet reads whatever exists now: the press is that load.
    if (running && running.bulk_operation_id === null) return { jobId: Number(running.job_id), started: false, queued: false };
    if (running) {
      if ((await loadQueuedAfter(trx, shop)) === null) {
        await putSetting(trx, shop, QUEUED_LOAD_KEY, String(running.id), nowIso());
        await writeAudit(trx, {
          shop,
          operatorId: operator?.id ?? null,
          action: 'store-sync.full-load-queued',
          target: `job:${Number(running.job_id)}`,
          after: { message: LOAD_QUEUED_MESSAGE },
        });
      }
      return { jobId: Number(running.job_id), started: false, queued: true };
    }
    const jobId = await startLoadIn(trx, shop, operator?.id ?? null);
    return { jobId, started: true, queued: false };
  });
  if (answer.started) ctx.jobs.notify(answer.jobId);
  else if (answer.queued) ctx.log.info({ jobId: answer.jobId, shop: ctx.shop.name }, LOAD_QUEUED_MESSAGE);
  return answer;
}
