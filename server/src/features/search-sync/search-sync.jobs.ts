import { z } from 'zod';
import { nowIso } from '../../platform/db';
import { defineJob, JobCancelled } from '../../platform/jobs';
import { registerCollections } from '../search-filters/search-filters.service';
import { productDocument } from './product-document';
import { findSync, updateSync } from './search-sync.repository';

const PAGE = 100;
export const SYNC_ATTEMPTS = 3;

const notes = (parts: Record<string, string | number>) =>
  Object.entries(parts)
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');

/**
 * Indexes every product of the store into a new index and makes it live only when complete. A
 * failure or a killed worker leaves the live index as it was; a retry or the next sync starts a
 * fresh build, so each product is indexed once.
 */
export const searchSyncJob = defineJob({
  type: 'search-sync.run',
  payload: z.object({ syncId: z.number().int() }),
  flag: 'showSolr',
  maxAttempts: SYNC_ATTEMPTS,
  title: 'SOLR sync',
  async handler(ctx) {
    const { app, db, payload } = ctx;
    const shop = app.shop.id;
    const sync = await findSync(db, shop, payload.syncId);
    if (!sync || sync.status !== 'running') return;
    const previous = await app.searchIndex.count();
    await updateSync(db, shop, sync.id, { notes: notes({ 'Sync started': nowIso(), Attempt: ctx.job.attempts }) });
    const build = await app.searchIndex.beginBuild();
    let products = 0;
    const types = new Set<string>();
    try {
      // The whole catalogue streamed (a bulk read on the store), indexed PAGE documents at a time.
      let batch: ReturnType<typeof productDocument>[] = [];
      const flush = async () => {
        await build.add(batch);
        products += batch.length;
        batch = [];
        await ctx.progress(products, Math.max(products, sync.products || previous));
        await ctx.throwIfCancelled();
      };
      await ctx.throwIfCancelled();
      for await (const product of app.commerce.catalogue()) {
        batch.push(productDocument(product, product.metafields));
        if (product.productType) types.add(product.productType);
        if (batch.length >= PAGE) await flush();
      }
      await flush();
      // The store's collections, read before our write; product types where the store has none.
      const collections = app.commerce.collections ? await app.commerce.collections() : [...types];
      const { documents } = await build.commit();
      await registerCollections(db, shop, collections);
      await updateSync(db, shop, sync.id, {
        status: 'completed',
        running_slot: null,
        products,
        indexed: documents,
        finished_at: nowIso(),
        notes: notes({ 'Products in store': products, 'Documents indexed': documents, Index: app.searchIndex.name }),
      });
    } catch (err) {
      await build.abort();
      const reason = err instanceof Error ? err.message : String(err);
      const final = err instanceof JobCancelled || ctx.job.attempts >= SYNC_ATTEMPTS;
      await updateSync(db, shop, sync.id, {
        ...(final ? { status: 'failed' as const, running_slot: null, finished_at: nowIso() } : {}),
        notes: notes({
          [final ? 'Sync failed' : `Attempt ${ctx.job.attempts} failed`]: reason,
          'Products read': products,
          'Live index kept': `${previous} documents`,
        }),
      });
      throw err;
    }
  },
});
