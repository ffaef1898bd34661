import { z } from 'zod';
import type { RegistrationStatus } from '@console/contracts/registrations.contract';
import type { ShopContext } from '../../app-context';
import { customersMatching } from '../../integrations/shopify/shopify-customers';
import { writeAudit } from '../../platform/audit';
import { nowIso } from '../../platform/db';
import { defineJob, enqueue, trimFailedPayloads } from '../../platform/jobs';
import { getSetting, putSetting } from '../../platform/settings';
import { mirroredByStoreId } from '../customers/customer-mirror.service';
import { customerGid } from '../registrations/customer-mapping.service';
import { customerTagsWrite } from './customer-writes.service';
import { STATUS_TAG, customerLock } from './customer-store-edits.service';
import { requireStoreClient } from '../../platform/store-client';
import { storeCallsStopped } from './store-install.service';
import { storeRepairJob } from './store-reconcile.jobs';
import { queueStoreWrite, StoreWriteBusy } from './store-writes';
import { storeWebhookJob } from './store-webhooks.jobs';

const DONE_KEY = 'store-sync.defect-repair-done';
const STATUSES = Object.keys(STATUS_TAG) as RegistrationStatus[];
const forms = (status: RegistrationStatus) => [STATUS_TAG[status], `status:${STATUS_TAG[status]}`];

/**
 * Searches for store customers holding two status tags. The defect added the new status's bare tag
 * beside the other's (it removed both forms of the old one), so the bare pairs find what it left:
 * three searches rather than twelve, each a page of customers in cost.
 */
function twoStatusQueries(): string[] {
  return STATUSES.flatMap((a, i) => STATUSES.slice(i + 1).map((b) => `tag:"${STATUS_TAG[a]}" AND tag:"${STATUS_TAG[b]}"`));
}

/**
 * Once per database (the first shop's: migration 0184 ran before shops, so its setting is there), after the release that fixed the store
 * sync's
 * defects of that time: repairs what they left.
 * - Store customers with two status tags (Approve and Reject at once): the mirror's status is written
 *   back to the store once, its other status tags removed, through the usual store write.
 * - Customers of another shop in the mirror: the mirror cannot tell a shop, so the count-and-repair
 *   walk runs now and removes every mirrored customer whose id this shop does not list.
 * - Webhook bodies kept in done jobs (and failed ones older than 7 days) are dropped.
 * Recorded in the audit log with its counts.
 */
export const storeDefectRepairJob = defineJob({
  type: 'store-sync.defect-repair',
  title: 'Store sync repair of earlier defects',
  payload: z.object({}),
  flag: 'showStoreSync',
  maxAttempts: 10,
  async handler(ctx) {
    const shop = ctx.app.shop.id;
    if (await getSetting(ctx.db, shop, DONE_KEY)) return;
    if (await storeCallsStopped(ctx.app, 'store defect repair'))
      throw Object.assign(new Error('The app is uninstalled from the store'), { waitsWithoutAttempt: true });
    const statusWrites = await writeBackStatuses(ctx.app);
    let bodies = 0;
    for (let n = -1; n !== 0; bodies += n) n = await trimFailedPayloads(ctx.db, storeWebhookJob, 500, Date.now(), { done: true });
    const repairJobId = await ctx.db.transaction().execute(async (trx) => {
      const id = await enqueue(trx, storeRepairJob, {}, { shop, operatorId: null });
      await writeAudit(trx, {
        shop,
        operatorId: null,
        action: 'store-sync.defect-repair',
        target: 'store',
        after: { statusWrites, webhookBodiesDropped: bodies, otherShopsCheckedByJob: id },
      });
      await putSetting(trx, shop, DONE_KEY, nowIso(), nowIso());
      return id;
    });
    ctx.app.jobs.notify(repairJobId);
    await ctx.progress(1, 1);
  },
});

async function writeBackStatuses(ctx: ShopContext): Promise<Array<{ storeId: number; status: RegistrationStatus; writeId?: number }>> {
  const client = requireStoreClient(ctx);
  const seen = new Set<number>();
  const written: Array<{ storeId: number; status: RegistrationStatus; writeId?: number }> = [];
  for (const query of twoStatusQueries()) {
    for await (const page of customersMatching(client, query)) {
      for (const customer of page) {
        if (seen.has(customer.storeId)) continue;
        seen.add(customer.storeId);
        const row = await mirroredByStoreId(ctx.db, ctx.shop.id, customer.storeId);
        const status = STATUSES.find((s) => s === row?.status);
        if (!row || !status) continue;
        const keep = STATUS_TAG[status];
        const remove = customer.tags.filter(
          (t) => STATUSES.some((s) => forms(s).some((f) => f.toLowerCase() === t.toLowerCase())) && t !== keep,
        );
        try {
          const { writeId, jobId } = await ctx.db
            .transaction()
            .execute((trx) =>
              queueStoreWrite(
                trx,
                ctx.shop.id,
                customerTagsWrite,
                { storeId: customer.storeId, remove, add: [keep] },
                { target: customerGid(row.id), operatorId: null, flag: null, lockKey: customerLock(customer.storeId) },
              ),
            );
          ctx.jobs.notify(jobId);
          written.push({ storeId: customer.storeId, status, writeId });
        } catch (err) {
          // Another write to the customer is under way: it will end with one status tag … or be repaired by hand; listed either way.
          if (!(err instanceof StoreWriteBusy)) throw err;
          written.push({ storeId: customer.storeId, status });
        }
      }
    }
  }
  return written;
}

/** Set by migration 0184 where a database holds what the defects may have left. */
export const NEEDED_KEY = 'store-sync.defect-repair-needed';

/** At start with a store connected: the repair, once, where migration 0184 asked for it (its job's key and the setting say once). */
export async function queueDefectRepair(ctx: ShopContext): Promise<void> {
  if (!(await getSetting(ctx.db, ctx.shop.id, NEEDED_KEY)) || (await getSetting(ctx.db, ctx.shop.id, DONE_KEY))) return;
  const jobId = await enqueue(
    ctx.db,
    storeDefectRepairJob,
    {},
    { shop: ctx.shop.id, operatorId: null, dedupeKey: 'store-sync.defect-repair:issue-24' },
  );
  ctx.jobs.notify(jobId);
}
