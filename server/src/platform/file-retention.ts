import { z } from 'zod';
import type { Shop, ShopContext } from '../app-context';
import type { Config } from './config';
import type { DbOrTrx } from './db';
import { nowIso } from './db';
import { removePartialFiles } from './files';
import { defineJob } from './jobs';
import { removeFileBytes } from './files';
import { unsentAttachmentIds } from './mail';
import { upsertSchedule } from './schedules';

export const FILE_RETENTION_SCHEDULE = 'files.retention';
const BATCH = 200;

/**
 * Removes the bytes of one shop's made files older than `days` and marks their rows removed (the row
 * stays, so a download answers 410 and the Jobs screen stops offering it). Safe to run twice or on
 * several instances at once: a file is marked only while still unmarked, and a missing file is already gone.
 *
 * Per shop rather than one sweep across shops: the clean-up is a job, and a job belongs to one shop
 * (its Jobs screen, its flags there, its progress); the schedule runs once per shop per occurrence, so
 * each shop's clean-up shows on that shop's Jobs screen and counts only that shop's files.
 */
export async function removeExpiredFiles(
  app: Pick<ShopContext, 'db' | 'config'> & { shop: Pick<Shop, 'id'> },
  now: Date = new Date(),
  onBatch?: (removed: number) => Promise<void>,
): Promise<number> {
  if (app.config.fileRetentionDays <= 0) return 0;
  const shop = app.shop.id;
  const cutoff = new Date(now.getTime() - app.config.fileRetentionDays * 86_400_000).toISOString();
  // Files stored with `keep` (labels) are never candidates; attachments of unsent e-mails wait until sent.
  const attached = await unsentAttachmentIds(app.db, shop);
  let removed = 0;
  let afterId = 0;
  for (;;) {
    const batch = await app.db
      .selectFrom('files')
      .select(['id', 'storage_path'])
      .where('shop_id', '=', shop)
      .where('removed_at', 'is', null)
      .where('kept', '=', 0)
      .where('created_at', '<', cutoff)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (batch.length === 0) return removed;
    afterId = batch[batch.length - 1]?.id ?? afterId;
    for (const file of batch) {
      if (attached.has(file.id)) continue;
      // Marked first: a crash between the two leaves bytes without a row to offer them, never a dead link.
      const marked = await app.db
        .updateTable('files')
        .set({ removed_at: nowIso() })
        .where('shop_id', '=', shop)
        .where('id', '=', file.id)
        .where('removed_at', 'is', null)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) === 0) continue;
      await removeFileBytes(app.db, app.config.dataDir, file);
      removed++;
    }
    await onBatch?.(removed);
  }
}

/** The nightly clean-up (and of files a crash cut short); shown on the Jobs screen of operators who see the audit log. */
export const fileRetentionJob = defineJob({
  type: 'files.retention',
  payload: z.object({}),
  flag: 'showAudit',
  maxAttempts: 3,
  title: 'Remove files past their retention period',
  async handler({ app, progress, throwIfCancelled }) {
    removePartialFiles(app.config.dataDir);
    await removeExpiredFiles(app, new Date(), async (removed) => {
      await progress(removed, removed);
      await throwIfCancelled();
    });
  },
});

/** At every start of a worker, for each shop: its clean-up runs at 3:30 in its time zone, off when FILE_RETENTION_DAYS is 0. */
export async function scheduleFileRetention(
  db: DbOrTrx,
  shop: Pick<Shop, 'id' | 'timeZone'>,
  config: Pick<Config, 'fileRetentionDays'>,
): Promise<void> {
  await upsertSchedule(db, {
    shop: shop.id,
    name: FILE_RETENTION_SCHEDULE,
    cron: '30 3 * * *',
    timeZone: shop.timeZone,
    job: fileRetentionJob,
    payload: {},
    enabled: config.fileRetentionDays > 0,
  });
}
