import type { StoreSyncStatus } from '@console/contracts/store-sync.contract';
import type { ShopContext } from '../../app-context';
import { writeAudit } from '../../platform/audit';
import { HttpError } from '../../platform/http-error';
import { nowIso } from '../../platform/db';
import { setMirrorLag } from '../../platform/metrics';
import { enqueue } from '../../platform/jobs';
import type { Operator } from '../../platform/operators';
import { removeSchedule, upsertSchedule } from '../../platform/schedules';
import { getSetting } from '../../platform/settings';
import { countMirrored } from '../customers/customer-mirror.service';
import { storeClient, requireStoreClient } from '../../platform/store-client';
import { APP_UNINSTALLED, uninstalledAt } from './store-install.service';
import { ensureFirstLoad } from './store-first-load';
import { IN_STEP_KEY, storeLoadJob } from './store-load.jobs';
import { storeReconcileJob, storeRepairJob } from './store-reconcile.jobs';
import { storeSubscribeJob } from './store-subscriptions.jobs';
import { adoptOrphanedWrites } from './store-writes';
import { queueDefectRepair } from './store-defect-repair.jobs';
import { foreignWebhooks, insertLoad, lastWebhookAt, latestLoad, recentErrors, runningLoad, writeCounts } from './store-sync.repository';

const RECONCILE_SCHEDULE = 'store-sync.reconcile';
const REPAIR_SCHEDULE = 'store-sync.repair';

/** The reconciliation period as a cron pattern: schedules have minute resolution, so at least one minute. */
export function reconcileCron(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  return minutes >= 60 ? `0 */${Math.min(23, Math.round(minutes / 60))} * * *` : `*/${minutes} * * * *`;
}

/**
 * At start of a worker: with a store connected, make sure of the webhook subscriptions (a job, so an
 * unreachable store is retried), of the reconciliation and nightly repair schedules and of a full
 * load when the shop has none completed; without one, no schedule is left behind.
 */
export async function startStoreSync(ctx: ShopContext): Promise<void> {
  if (!storeClient(ctx)) {
    await removeSchedule(ctx.db, RECONCILE_SCHEDULE);
    await removeSchedule(ctx.db, REPAIR_SCHEDULE);
    return;
  }
  const timeZone = ctx.config.shopTimeZone ?? 'America/New_York';
  await upsertSchedule(ctx.db, {
    name: RECONCILE_SCHEDULE,
    cron: reconcileCron(ctx.config.shopifyReconcileSeconds ?? 300),
    timeZone,
    job: storeReconcileJob,
    payload: {},
    enabled: true,
  });
  await upsertSchedule(ctx.db, { name: REPAIR_SCHEDULE, cron: '15 3 * * *', timeZone, job: storeRepairJob, payload: {}, enabled: true });
  const jobId = await enqueue(ctx.db, storeSubscribeJob, {}, { operatorId: null });
  ctx.jobs.notify(jobId);
  if (!(await uninstalledAt(ctx.db))) await adoptOrphanedWrites(ctx);
  await queueDefectRepair(ctx);
  await ensureFirstLoad(ctx);
}

export async function storeSyncStatus(ctx: ShopContext): Promise<StoreSyncStatus> {
  const client = storeClient(ctx);
  const load = await latestLoad(ctx.db);
  const inStepAt = (await getSetting(ctx.db, IN_STEP_KEY)) ?? null;
  const writes = await writeCounts(ctx.db);
  const lagSeconds = inStepAt ? Math.max(0, Math.round((Date.now() - new Date(inStepAt).getTime()) / 1000)) : null;
  if (lagSeconds !== null) setMirrorLag(lagSeconds);
  return {
    connected: client !== null,
    uninstalledAt: await uninstalledAt(ctx.db),
    store: client?.config.storeUrl ?? null,
    mirroredCustomers: await countMirrored(ctx.db),
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
    lastWebhookAt: await lastWebhookAt(ctx.db),
    inStepAt,
    lagSeconds,
    reconcileSeconds: ctx.config.shopifyReconcileSeconds ?? 300,
    pendingWrites: writes.pending,
    failedWrites: writes.failed,
    errors: await recentErrors(ctx.db, 10),
    otherShops: await foreignWebhooks(ctx.db),
  };
}

/** The store's customer count as the load's job last reported it (its progress total), once known. */
async function loadTotal(ctx: ShopContext, jobId: number): Promise<number | null> {
  const job = await ctx.db.selectFrom('jobs').select('progress_total').where('id', '=', jobId).executeTakeFirst();
  return job?.progress_total == null ? null : Number(job.progress_total);
}

/** 'Run a full load': one at a time; a second press answers the running load's job. */
export async function startFullLoad(ctx: ShopContext, operator: Operator | null): Promise<{ jobId: number; started: boolean }> {
  requireStoreClient(ctx);
  if (await uninstalledAt(ctx.db)) throw new HttpError(409, APP_UNINSTALLED);
  const answer = await ctx.db.transaction().execute(async (trx) => {
    const running = await runningLoad(trx);
    if (running) return { jobId: Number(running.job_id), started: false };
    const jobId = await enqueue(trx, storeLoadJob, {}, { operatorId: operator?.id ?? null });
    await insertLoad(trx, jobId, nowIso());
    await writeAudit(trx, { operatorId: operator?.id ?? null, action: 'store-sync.full-load', target: `job:${jobId}` });
    return { jobId, started: true };
  });
  if (answer.started) ctx.jobs.notify(answer.jobId);
  return answer;
}
