import { FLAGS, isFlag, type Flag } from '@console/contracts/common/flags';
import { z } from 'zod';
import type { DbOrTrx } from './db';
import { nowIso } from './db';
import { findFile, openFileBytes } from './files';
import { defineJob, enqueue } from './jobs';
import { carriesLink, issueLinkFor, LinkRefused, withLink } from './mail-links';
import type { ShopId } from './shop-id';

/**
 * Outgoing e-mail (docs/conventions.md 'How the server behaves'): every message is a `mail_outbox` row sent by a `mail.send` job,
 * so a send survives restarts, is retried with backoff and, when it finally fails, stays visible
 * with its reason and can be sent again from the mail screen.
 */
export interface MailInput {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the message is, e.g. `invitation.partner`. */
  kind: string;
  /** The flag an operator needs to see the message; null for every operator. */
  flag: Flag | null;
  /** The record the message is about, e.g. `invitation:12`. */
  relatedId: string | null;
  /** Stored files (platform/files) sent as attachments. */
  attachments?: number[];
}

/** The stored files a message carries (the column holds a JSON array of file ids). */
function attachmentIds(mail: { attachments: string }): number[] {
  return JSON.parse(mail.attachments) as number[];
}

/** The shop's files attached to its messages not sent yet (queued, or failed and so sendable again): they must stay. */
export async function unsentAttachmentIds(db: DbOrTrx, shop: ShopId): Promise<Set<number>> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select('attachments')
    .where('shop_id', '=', shop)
    .where('status', '!=', 'sent')
    .where('attachments', '!=', '[]')
    .execute();
  return new Set(rows.flatMap(attachmentIds));
}

export interface QueueOptions {
  /** The shop the message is sent for: its outbox and its send job's Jobs screen. */
  shop: ShopId;
  operatorId: number | null;
  /** Attempts before the message is marked failed (config `mailMaxAttempts`). */
  maxAttempts: number;
}

/**
 * Stores the message and its send job in the caller's transaction, so the mail exists exactly when
 * the change that caused it does. Call `ctx.jobs.notify(jobId)` once the transaction committed.
 */
export async function queueMail(trx: DbOrTrx, input: MailInput, options: QueueOptions): Promise<{ mailId: number; jobId: number }> {
  const row = await trx
    .insertInto('mail_outbox')
    .values({
      shop_id: options.shop,
      to_address: input.to,
      subject: input.subject,
      text_body: input.text,
      html_body: input.html,
      kind: input.kind,
      status: 'queued',
      last_error: null,
      flag: input.flag,
      related_id: input.relatedId,
      attachments: JSON.stringify(input.attachments ?? []),
      created_at: nowIso(),
      sent_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const jobId = await enqueueSend(trx, { id: row.id, flag: input.flag, to_address: input.to, subject: input.subject }, options);
  return { mailId: row.id, jobId };
}

/** The send job's name on Jobs: to whom and what ('E-mail' alone said nothing). */
export const mailJobTitle = (to: string, subject: string): string =>
  `E-mail to ${to}: ${subject.length > 80 ? `${subject.slice(0, 79)}…` : subject}`;

interface SentMessage {
  id: number;
  flag: Flag | null;
  to_address: string;
  subject: string;
}

/** A message of no function (none is queued so now) is sent by a job only an operator with every flag sees. */
function enqueueSend(trx: DbOrTrx, mail: SentMessage, options: QueueOptions): Promise<number> {
  return enqueue(
    trx,
    mailSendJob,
    { mailId: mail.id },
    {
      shop: options.shop,
      operatorId: options.operatorId,
      flags: mail.flag ? [mail.flag] : FLAGS,
      maxAttempts: options.maxAttempts,
      title: mailJobTitle(mail.to_address, mail.subject),
    },
  );
}

/**
 * Queues a stored message again (the mail screen's resend). Only a message that is not already
 * queued, so at most one send job is alive per message; false when it is queued.
 */
export async function requeueMail(trx: DbOrTrx, shop: ShopId, mailId: number, options: Omit<QueueOptions, 'shop'>): Promise<number | null> {
  const res = await trx
    .updateTable('mail_outbox')
    .set({ status: 'queued', last_error: null })
    .where('shop_id', '=', shop)
    .where('id', '=', mailId)
    .where('status', '!=', 'queued')
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return null;
  const mail = await trx
    .selectFrom('mail_outbox')
    .select(['flag', 'to_address', 'subject'])
    .where('shop_id', '=', shop)
    .where('id', '=', mailId)
    .executeTakeFirstOrThrow();
  return enqueueSend(
    trx,
    { id: mailId, flag: mail.flag !== null && isFlag(mail.flag) ? mail.flag : null, to_address: mail.to_address, subject: mail.subject },
    { ...options, shop },
  );
}

/** The `mail.send` job: sends a queued message once; a failed attempt throws so the job retries. */
export const mailSendJob = defineJob({
  type: 'mail.send',
  title: 'E-mail',
  payload: z.object({ mailId: z.number().int() }),
  // Each send carries the flag of the message it sends (enqueue option).
  flag: null,
  async handler({ app, db, job, payload }) {
    const { mailId } = payload;
    // The job runs for the shop it was enqueued for, which is the message's.
    const shop = app.shop.id;
    const mail = await db.selectFrom('mail_outbox').selectAll().where('shop_id', '=', shop).where('id', '=', mailId).executeTakeFirst();
    // Sent already (a retried or repeated delivery of the job): never send twice.
    if (!mail || mail.status !== 'queued') return;
    await db
      .updateTable('mail_outbox')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('shop_id', '=', shop)
      .where('id', '=', mailId)
      .execute();
    let body = { text: mail.text_body, html: mail.html_body };
    try {
      // The current link, made now (mail-links.ts): the outbox never holds one.
      if (carriesLink(body.text) || carriesLink(body.html)) body = withLink(body, await issueLinkFor(app, mail.related_id));
      const attachments = [];
      for (const id of attachmentIds(mail)) {
        const file = await findFile(db, app.config.dataDir, shop, id);
        if (!file) throw new Error(`Attachment ${id} is missing`);
        if (file.removedAt) throw new Error(`Attachment ${file.name} was removed after the retention period`);
        attachments.push({ filename: file.name, content: openFileBytes(db, file), contentType: file.contentType });
      }
      await app.mailTransport.send({
        from: app.config.mailFrom,
        to: mail.to_address,
        subject: mail.subject,
        text: body.text,
        html: body.html,
        attachments,
      });
    } catch (err) {
      const reason = (err instanceof Error ? err.message : String(err)).slice(0, 2000);
      if (err instanceof LinkRefused) {
        // Nothing to retry: the record no longer takes a link.
        await db
          .updateTable('mail_outbox')
          .set({ last_error: reason, status: 'failed' })
          .where('shop_id', '=', shop)
          .where('id', '=', mailId)
          .execute();
        return;
      }
      const { max_attempts } = await db.selectFrom('jobs').select('max_attempts').where('id', '=', job.id).executeTakeFirstOrThrow();
      const final = job.attempts >= max_attempts;
      await db
        .updateTable('mail_outbox')
        .set({ last_error: reason, status: final ? 'failed' : 'queued' })
        .where('shop_id', '=', shop)
        .where('id', '=', mailId)
        .execute();
      throw err;
    }
    await db
      .updateTable('mail_outbox')
      .set({ status: 'sent', sent_at: nowIso(), last_error: null })
      .where('shop_id', '=', shop)
      .where('id', '=', mailId)
      .execute();
  },
});
