import { z } from 'zod';
import { nowIso } from '../../platform/db';
import { defineJob, jobAttempts } from '../../platform/jobs';
import { requireStoreClient } from '../../platform/store-client';
import { storeCallsStopped } from './store-install.service';
import { updateWrite, writeById } from './store-writes.repository';
import { attemptWrite } from './store-writes';
import { StoreDown } from '../../integrations/shopify/store-breaker';

/**
 * A store write that met an outage (or was queued by a public page): tried until the store answers.
 * The intent row says what to do; a done or refused write is never sent again. After the last
 * attempt the write shows as failed on the Store sync screen; Retry on the Jobs screen takes it up.
 */
export const storeWriteJob = defineJob({
  type: 'store-sync.write',
  title: 'Store write',
  payload: z.object({ writeId: z.number().int() }),
  flag: 'showStoreSync',
  maxAttempts: 12,
  async handler(ctx) {
    // Uninstalled: the write stays pending; the install that resumes the store calls queues it again.
    if (await storeCallsStopped(ctx.app, `store write ${ctx.payload.writeId}`)) return;
    const outcome = await attemptWrite(ctx.app, requireStoreClient(ctx.app), ctx.payload.writeId);
    if (outcome.status === 'unavailable') {
      // The store is paused after not answering (store-breaker.ts): the write waits, its attempt not counted.
      if (outcome.error instanceof StoreDown) throw outcome.error;
      const job = await jobAttempts(ctx.db, ctx.job.id);
      if (job.attempts >= job.max_attempts)
        await updateWrite(ctx.db, ctx.app.shop.id, ctx.payload.writeId, { status: 'failed', updated_at: nowIso() });
      throw new Error(outcome.message);
    }
    // A refusal is an outcome, not a failure to retry: it stays on the write for the screens.
    const write = await writeById(ctx.db, ctx.app.shop.id, ctx.payload.writeId);
    ctx.app.log.info({ writeId: ctx.payload.writeId, status: write?.status }, 'store write finished');
    await ctx.progress(1, 1);
  },
});
