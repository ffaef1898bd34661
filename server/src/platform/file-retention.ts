import { z } from 'zod';
import type { ShopContext } from '../app-context';
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
 * Removes the bytes of made files older than `days` and marks their rows removed (the row stays, so
 * a download answers 410 and the Jobs screen stops offering it). Safe to run twice or on several
 * instances at once: a file is marked only while still unmarked, and a missing file is already gone.
 */
export async function removeExpiredFiles(
  app: Pick<ShopContext, 'db' | 'config'>,
  now: Date = new Date(),
  onBatch?: (removed: number) => Promise<void>,
): Promise<number> {
  if (app.config.fileRetentionDays <= 0) return 0;
  const cutoff = new Date(now.getTime() - app.config.fileRetentionDays * 86_400_000).toISOString();
  // Files stored with `keep` (labels) are never candidates; attachments of unsent e-mails wait until sent.
  const attached = await unsentAttachmentIds(app.db);
  let removed = 0;
  let afterId = 0;
  for (;;) {
    const batch = await app.db
      .selectFrom('files')
      .select(['id', 'storage_path'])
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

/** At every start of a worker: the clean-up runs at 3:30 in the shop's time zone, off when FILE_RETENTION_DAYS is 0. */
export async function scheduleFileRetention(db: DbOrTrx, config: Pick<Config, 'fileRetentionDays' | 'shopTimeZone'>): Promise<void> {
  await upsertSchedule(db, {
    name: FILE_RETENTION_SCHEDULE,
    cron: '30 3 * * *',
    timeZone: config.shopTimeZone ?? 'UTC',
    job: fileRetentionJob,
    payload: {},
    enabled: config.fileRetentionDays > 0,
  });
}
