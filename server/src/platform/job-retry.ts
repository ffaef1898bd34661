import type { Db, DbOrTrx } from './db';
import { conflict } from './http-error';
import { jobPayload, retryJob } from './jobs';
import { mailSendJob } from './mail';
import type { ShopId } from './shop-id';

/**
 * What a job type must put back before a failed job of it runs again. A mail send ends by marking
 * its message failed, and the send job only sends a queued message (never twice): Retry reopens the
 * message, unless the mail screen queued it again meanwhile (then that job sends it).
 */
const PREPARE: Readonly<Record<string, (db: DbOrTrx, shop: ShopId, payload: unknown) => Promise<void>>> = {
  [mailSendJob.type]: async (db, shop, payload) => {
    const { mailId } = mailSendJob.payload.parse(payload);
    const mail = await db
      .selectFrom('mail_outbox')
      .select('status')
      .where('shop_id', '=', shop)
      .where('id', '=', mailId)
      .executeTakeFirst();
    if (mail?.status === 'queued') throw conflict('The message was queued again from the Mail screen.');
    await db
      .updateTable('mail_outbox')
      .set({ status: 'queued', last_error: null })
      .where('shop_id', '=', shop)
      .where('id', '=', mailId)
      .where('status', '=', 'failed')
      .execute();
  },
};

/**
 * Retry with the job type's preparation, in one transaction: true when the shop's job was failed or
 * cancelled and is pending again (another shop's job is never touched).
 */
export async function retryEndedJob(db: Db, shop: ShopId, jobId: number, writeAlso: (trx: DbOrTrx) => Promise<void>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const job = await trx
      .selectFrom('jobs')
      .select(['type', 'status'])
      .where('shop_id', '=', shop)
      .where('id', '=', jobId)
      .executeTakeFirst();
    if (!job || (job.status !== 'failed' && job.status !== 'cancelled')) return false;
    const prepare = PREPARE[job.type];
    if (prepare) await prepare(trx, shop, JSON.parse(await jobPayload(trx, jobId)));
    if (!(await retryJob(trx, shop, jobId))) return false;
    await writeAlso(trx);
    return true;
  });
}
