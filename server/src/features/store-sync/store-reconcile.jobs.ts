import { z } from 'zod';
import {
  customersUpdatedSince,
  fetchStoreCustomer,
  storeCustomerGid,
  storeCustomerIds,
} from '../../integrations/shopify/shopify-customers';
import { nowIso } from '../../platform/db';
import { defineJob } from '../../platform/jobs';
import { getSetting, putSetting } from '../../platform/settings';
import { deleteMirroredIds, mirrorCustomers, mirroredIdsAfter, newestStoreUpdate } from '../customers/customer-mirror.service';
import { enqueueCustomersCredit, enqueueStoreCreditMirror } from '../credits/store-credit-mirror.jobs';
import { requireStoreClient } from '../../platform/store-client';
import { ensureFirstLoad, hasCompletedLoad } from './store-first-load';
import { storeCallsStopped } from './store-install.service';
import { IN_STEP_KEY, WATERMARK_KEY } from './store-load.jobs';

/** Changes within this many seconds before the watermark are asked for again: re-applying one is harmless. */
const OVERLAP_MS = 5_000;

/**
 * Reconciliation (docs/outside-interfaces.md 'Shopify'), every SHOPIFY_RECONCILE_SECONDS: the customers the store changed
 * since the watermark (webhook delivery is not guaranteed), mirrored a page at a time; the watermark
 * moves to the newest change seen. Without a completed full load it starts one when none runs (one
 * that failed for good is tried again); before any load there is nothing to reconcile from.
 */
export const storeReconcileJob = defineJob({
  type: 'store-sync.reconcile',
  title: 'Store customers reconciliation',
  payload: z.object({}),
  flag: 'showStoreSync',
  maxAttempts: 3,
  async handler(ctx) {
    if (await storeCallsStopped(ctx.app, 'store reconciliation')) return;
    const client = requireStoreClient(ctx.app);
    const shop = ctx.app.shop.id;
    const watermark = (await getSetting(ctx.db, shop, WATERMARK_KEY)) ?? (await newestStoreUpdate(ctx.db, shop));
    // Also catches a first load that failed for good since the start (a no-op while one runs).
    const startedLoad = (await hasCompletedLoad(ctx.db, shop)) ? null : await ensureFirstLoad(ctx.app);
    if (!watermark) {
      ctx.app.log.info({ startedLoadJob: startedLoad }, 'store reconciliation waits for the first full load');
      return;
    }
    const started = nowIso();
    const since = new Date(new Date(watermark).getTime() - OVERLAP_MS).toISOString();
    let newest = watermark;
    let count = 0;
    // Store credit is read for the customers seen changed only, not every account each run.
    const changed: string[] = [];
    for await (const page of customersUpdatedSince(client, since)) {
      if (page.length === 0) continue;
      await ctx.db.transaction().execute((trx) => mirrorCustomers(trx, shop, page, { linkLocal: true }));
      // Those within the overlap at or before the watermark were read by the run that saw them.
      changed.push(...page.filter((c) => new Date(c.updatedAt).toISOString() > watermark).map((c) => storeCustomerGid(c.storeId)));
      for (const c of page) {
        const at = new Date(c.updatedAt).toISOString();
        if (at > newest) newest = at;
      }
      count += page.length;
      await ctx.progress(count, count);
    }
    await ctx.db.transaction().execute(async (trx) => {
      await putSetting(trx, shop, WATERMARK_KEY, newest, started);
      await putSetting(trx, shop, IN_STEP_KEY, started, started);
      await enqueueCustomersCredit(trx, shop, changed);
    });
    await ctx.progress(count, count);
  },
});

/**
 * The nightly count-and-repair: both id lists walked in id order side by side. A mirrored customer
 * the store no longer has is removed; one the store has and the mirror lacks, or holds older, is
 * read again. Holds a page of each side at a time.
 */
export const storeRepairJob = defineJob({
  type: 'store-sync.repair',
  title: 'Store customers count and repair',
  payload: z.object({}),
  flag: 'showStoreSync',
  maxAttempts: 3,
  async handler(ctx) {
    if (await storeCallsStopped(ctx.app, 'store repair')) return;
    const client = requireStoreClient(ctx.app);
    const shop = ctx.app.shop.id;
    let mirrorPage: Array<{ store_id: number; store_updated_at: string | null }> = [];
    let lastMirrorId = 0;
    let mirrorDone = false;
    const stale: number[] = [];
    const gone: number[] = [];
    let storeCount = 0;
    // Mirrored ids below `upTo` that the store did not list are gone.
    const advanceMirror = async (upTo: number, storeIds: Map<number, string>) => {
      for (;;) {
        if (mirrorPage.length === 0 && !mirrorDone) {
          mirrorPage = await mirroredIdsAfter(ctx.db, shop, lastMirrorId, 1000);
          if (mirrorPage.length === 0) mirrorDone = true;
          else lastMirrorId = mirrorPage[mirrorPage.length - 1]?.store_id ?? lastMirrorId;
        }
        const head = mirrorPage[0];
        if (!head || head.store_id > upTo) return;
        mirrorPage.shift();
        const storeUpdated = storeIds.get(head.store_id);
        if (storeUpdated === undefined) gone.push(head.store_id);
        else if (!head.store_updated_at || head.store_updated_at < new Date(storeUpdated).toISOString()) stale.push(head.store_id);
        storeIds.delete(head.store_id);
      }
    };
    for await (const page of storeCustomerIds(client)) {
      storeCount += page.length;
      const ids = new Map(page.map((p) => [p.storeId, p.updatedAt]));
      const last = page[page.length - 1]?.storeId ?? 0;
      await advanceMirror(last, ids);
      // What is left of this page is not mirrored at all.
      stale.push(...ids.keys());
    }
    await advanceMirror(Number.MAX_SAFE_INTEGER, new Map());
    await deleteMirroredIds(ctx.db, shop, gone);
    let repaired = 0;
    for (const storeId of stale) {
      const customer = await fetchStoreCustomer(client, storeId);
      if (customer) await ctx.db.transaction().execute((trx) => mirrorCustomers(trx, shop, [customer], { linkLocal: true }));
      repaired += 1;
      await ctx.progress(repaired, stale.length);
    }
    // The nightly sweep of every account's store credit, at a bounded pace: what the changed customers and order webhooks missed.
    await enqueueStoreCreditMirror(ctx.db, shop, { paced: true });
    ctx.app.log.info({ storeCount, removed: gone.length, repaired }, 'store count and repair finished');
  },
});
