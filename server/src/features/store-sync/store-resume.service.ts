import type { ShopContext } from '../../app-context';
import { writeAudit } from '../../platform/audit';
import { nowIso } from '../../platform/db';
import { enqueue, releaseWaitingJobs } from '../../platform/jobs';
import { putSetting } from '../../platform/settings';
import { UNINSTALLED_MESSAGE } from '../../integrations/shopify/shopify-errors';
import { reloadAfterReinstall } from './store-first-load';
import { forgetStoreUninstalled, UNINSTALLED_KEY, uninstalledAt } from './store-install.service';
import { storeSubscribeJob } from './store-subscriptions.jobs';
import { storeWriteJob } from './store-writes.jobs';
import { pendingWrites } from './store-writes.repository';

/**
 * The app is installed again (a staff member opened it and the store granted a token exchange):
 * background calls resume, the webhook subscriptions are made again, every write that waited is
 * queued once more and the mirror is loaded again in full (what changed while uninstalled is unknown). Answers whether anything was resumed.
 */
export async function resumeAfterInstall(ctx: ShopContext): Promise<boolean> {
  const shop = ctx.shop.id;
  const jobIds = await ctx.db.transaction().execute(async (trx) => {
    const since = await uninstalledAt(trx, shop);
    if (!since) return null;
    const now = nowIso();
    await putSetting(trx, shop, UNINSTALLED_KEY, '', now);
    const waiting = await pendingWrites(trx, shop);
    const ids = [await enqueue(trx, storeSubscribeJob, {}, { shop, operatorId: null })];
    const load = await reloadAfterReinstall(trx, shop, now);
    if (load !== null) ids.push(load);
    for (const write of waiting) {
      // A new key: the write's first job has ended (it found the store calls stopped).
      ids.push(
        await enqueue(
          trx,
          storeWriteJob,
          { writeId: write.id },
          { shop, operatorId: null, dedupeKey: `store-write:${write.id}:resumed:${now}` },
        ),
      );
    }
    // Jobs of any feature of this shop that the client's gate sent back to wait run again now.
    ids.push(...(await releaseWaitingJobs(trx, shop, UNINSTALLED_MESSAGE, now)));
    await writeAudit(trx, {
      shop,
      operatorId: null,
      action: 'store-sync.app-installed',
      target: 'store',
      before: { uninstalledAt: since },
      after: { resumedWrites: waiting.length },
    });
    return ids;
  });
  forgetStoreUninstalled(ctx.db, shop);
  for (const id of jobIds ?? []) ctx.jobs.notify(id);
  return jobIds !== null;
}
