import { z } from 'zod';
import {
  countStoreCustomers,
  readCustomersExport,
  startCustomersExport,
  waitForBulkOperation,
  type StoreCustomer,
} from '../../integrations/shopify/shopify-customers';
import { nowIso } from '../../platform/db';
import { defineJob, jobAttempts, JobCancelled } from '../../platform/jobs';
import { putSetting } from '../../platform/settings';
import { countMirrored, hasLocalCustomers, mirrorCustomers } from '../customers/customer-mirror.service';
import { enqueueStoreCreditMirror } from '../credits/store-credit-mirror.jobs';
import { requireStoreClient } from '../../platform/store-client';
import { APP_UNINSTALLED, storeCallsStopped } from './store-install.service';
import { startQueuedLoadIn } from './store-first-load';
import { loadOfJob, updateLoad } from './store-sync.repository';

export const LOAD_BATCH = 1000;
export const IN_STEP_KEY = 'store_sync.in_step_at';
export const WATERMARK_KEY = 'store_sync.watermark';

/**
 * The mirror's first load (docs/outside-interfaces.md 'Shopify'): a bulk export of every customer, streamed line by line
 * into the customers table in batches. Each batch commits with the number of JSONL lines it covers,
 * so a crash resumes at the first customer not committed (the bulk operation's id and file are kept
 * on the load). The reconciliation watermark is set to the load's start: what changed during the
 * export is asked for again.
 */
export const storeLoadJob = defineJob({
  type: 'store-sync.full-load',
  title: 'Store customers full load',
  payload: z.object({}),
  flag: 'showStoreSync',
  maxAttempts: 5,
  async handler(ctx) {
    const client = requireStoreClient(ctx.app);
    const shop = ctx.app.shop.id;
    const load = await loadOfJob(ctx.db, shop, ctx.job.id);
    if (!load) throw new Error(`Full load of job ${ctx.job.id} has no record`);
    if (await storeCallsStopped(ctx.app, 'store full load')) {
      await updateLoad(ctx.db, shop, load.id, { status: 'failed', finished_at: nowIso(), error: APP_UNINSTALLED });
      return;
    }
    try {
      let url = load.url;
      if (!url) {
        const operationId = load.bulk_operation_id ?? (await startCustomersExport(client));
        if (!load.bulk_operation_id) await updateLoad(ctx.db, shop, load.id, { bulk_operation_id: operationId });
        url = await waitForBulkOperation(client, operationId);
        await updateLoad(ctx.db, shop, load.id, { url: url ?? '' });
      }
      const total = await countStoreCustomers(client);
      const linkLocal = await hasLocalCustomers(ctx.db, shop);
      let done = Number(load.customers_done);
      let batch: StoreCustomer[] = [];
      let linesEnd = Number(load.lines_done);
      const flush = async () => {
        if (batch.length === 0) return;
        const rows = batch;
        batch = [];
        await ctx.db.transaction().execute(async (trx) => {
          await mirrorCustomers(trx, shop, rows, { linkLocal });
          await updateLoad(trx, shop, load.id, { lines_done: linesEnd, customers_done: done + rows.length });
        });
        done += rows.length;
        await ctx.progress(Math.min(done, Math.max(total, done)), Math.max(total, done));
        await ctx.throwIfCancelled();
      };
      if (url) {
        for await (const item of readCustomersExport(url, Number(load.lines_done))) {
          batch.push(item.customer);
          linesEnd = item.linesEnd;
          if (batch.length >= LOAD_BATCH) await flush();
        }
      }
      await flush();
      const finished = nowIso();
      const next = await ctx.db.transaction().execute(async (trx) => {
        await updateLoad(trx, shop, load.id, { status: 'done', finished_at: finished, error: null });
        await putSetting(trx, shop, WATERMARK_KEY, load.started_at, finished);
        await putSetting(trx, shop, IN_STEP_KEY, load.started_at, finished);
        await enqueueStoreCreditMirror(trx, shop);
        return startQueuedLoadIn(trx, shop);
      });
      if (next !== null) ctx.app.jobs.notify(next);
      await ctx.progress(done, done);
      ctx.app.log.info({ customers: done, mirrored: await countMirrored(ctx.db, shop) }, 'store full load finished');
    } catch (err) {
      const job = await jobAttempts(ctx.db, ctx.job.id);
      const message = err instanceof Error ? err.message : String(err);
      const final = err instanceof JobCancelled || job.attempts >= job.max_attempts;
      // A load that ended for good lets the one a press queued behind it start.
      const next = await ctx.db.transaction().execute(async (trx) => {
        await updateLoad(trx, shop, load.id, {
          error: message.slice(0, 2000),
          ...(final ? { status: 'failed', finished_at: nowIso() } : {}),
        });
        return final ? startQueuedLoadIn(trx, shop) : null;
      });
      if (next !== null) ctx.app.jobs.notify(next);
      throw err;
    }
  },
});
