import { z } from 'zod';
import {
  countStoreCustomers,
  readCustomersExport,
  startCustomersExport,
  waitForBulkOperation,
  type StoreCustomer,
} from '../../integrations/shopify/shopify-customers';
import { nowIso } from '../../platform/db';
import { defineJob, JobCancelled } from '../../platform/jobs';
import { putSetting } from '../../platform/settings';
import { countMirrored, hasLocalCustomers, mirrorCustomers } from '../customers/customer-mirror.service';
import { enqueueStoreCreditMirror } from '../credits/store-credit-mirror.jobs';
import { requireStoreClient } from '../../platform/store-client';
import { APP_UNINSTALLED, storeCallsStopped } from './store-install.service';
import { loadOfJob, updateLoad } from './store-sync.repository';

export const LOAD_BATCH = 1000;
export const IN_STEP_KEY = 'store_sync.in_step_at';
export const WATERMARK_KEY = 'store_sync.watermark';

/**
 * The mirror's first load (DESIGN.md §10): a bulk export of every customer, streamed line by line
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
    const load = await loadOfJob(ctx.db, ctx.job.id);
    if (!load) throw new Error(`Full load of job ${ctx.job.id} has no record`);
    if (await storeCallsStopped(ctx.app, 'store full load')) {
      await updateLoad(ctx.db, load.id, { status: 'failed', finished_at: nowIso(), error: APP_UNINSTALLED });
      return;
    }
    try {
      let url = load.url;
      if (!url) {
        const operationId = load.bulk_operation_id ?? (await startCustomersExport(client));
        if (!load.bulk_operation_id) await updateLoad(ctx.db, load.id, { bulk_operation_id: operationId });
        url = await waitForBulkOperation(client, operationId);
        await updateLoad(ctx.db, load.id, { url: url ?? '' });
      }
      const total = await countStoreCustomers(client);
      const linkLocal = await hasLocalCustomers(ctx.db);
      let done = Number(load.customers_done);
      let batch: StoreCustomer[] = [];
      let linesEnd = Number(load.lines_done);
      const flush = async () => {
        if (batch.length === 0) return;
        const rows = batch;
        batch = [];
        await ctx.db.transaction().execute(async (trx) => {
          await mirrorCustomers(trx, rows, { linkLocal });
          await updateLoad(trx, load.id, { lines_done: linesEnd, customers_done: done + rows.length });
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
      await ctx.db.transaction().execute(async (trx) => {
        await updateLoad(trx, load.id, { status: 'done', finished_at: finished, error: null });
        await putSetting(trx, WATERMARK_KEY, load.started_at, finished);
        await putSetting(trx, IN_STEP_KEY, load.started_at, finished);
        await enqueueStoreCreditMirror(trx, ctx.app.shop.id);
      });
      await ctx.progress(done, done);
      ctx.app.log.info({ customers: done, mirrored: await countMirrored(ctx.db) }, 'store full load finished');
    } catch (err) {
      const job = await ctx.db
        .selectFrom('jobs')
        .select(['attempts', 'max_attempts'])
        .where('id', '=', ctx.job.id)
        .executeTakeFirstOrThrow();
      const message = err instanceof Error ? err.message : String(err);
      const final = err instanceof JobCancelled || job.attempts >= job.max_attempts;
      await updateLoad(ctx.db, load.id, { error: message.slice(0, 2000), ...(final ? { status: 'failed', finished_at: nowIso() } : {}) });
      throw err;
    }
  },
});
