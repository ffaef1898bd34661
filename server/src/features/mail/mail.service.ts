import { FLAGS, isFlag } from '@console/contracts/common/flags';
import type { Page, PageQuery } from '@console/contracts/common/paging';
import { MAIL_LINK_SHOWN, type MailMessage, type MailRow, type MailStatus } from '@console/contracts/mail.contract';
import type { ShopContext } from '../../app-context';
import { requireFlag } from '../../platform/access';
import { writeAudit } from '../../platform/audit';
import { conflict, notFound } from '../../platform/http-error';
import { keysetPage, mapPage } from '../../platform/keyset';
import { requeueMail } from '../../platform/mail';
import { LINK_MARK } from '../../platform/mail-links';
import type { Operator } from '../../platform/operators';
import { fileNames, findMail, findMailMessage, mailKey, mailPageQuery, type MailListItem } from './mail.repository';

function toMailRow(m: MailListItem): MailRow {
  return {
    id: m.id,
    to: m.to_address,
    subject: m.subject,
    kind: m.kind,
    status: m.status,
    attempts: m.attempts,
    lastError: m.last_error,
    createdAt: m.created_at,
    sentAt: m.sent_at,
  };
}

/** What was sent, is queued or failed, among the messages of the functions this operator may open. */
export async function listMail(ctx: ShopContext, operator: Operator, status: MailStatus | null, query: PageQuery): Promise<Page<MailRow>> {
  const everyFlag = FLAGS.every((flag) => operator.flags.includes(flag));
  const page = await keysetPage(query, mailPageQuery(ctx.db, ctx.shop.id, { status, flags: operator.flags, everyFlag }), mailKey);
  return mapPage(page, toMailRow);
}

/** The flag of the message's function, or every flag for a message of none (as its send job). */
function requireMailAccess(operator: Operator, mail: Pick<MailListItem, 'flag'>): void {
  for (const flag of mail.flag && isFlag(mail.flag) ? [mail.flag] : FLAGS) requireFlag(operator, flag);
}

/**
 * One message with its text, for an operator who may see it: the flag of its function, or every flag
 * for a message of no function (as its send job). Bodies carry invitation links, so never in the list.
 */
export async function mailMessage(ctx: ShopContext, operator: Operator, id: number): Promise<MailMessage> {
  const mail = await findMailMessage(ctx.db, ctx.shop.id, id);
  if (!mail) throw notFound('Message');
  requireMailAccess(operator, mail);
  const ids = JSON.parse(mail.attachments) as number[];
  const names = ids.length ? await fileNames(ctx.db, ctx.shop.id, ids) : [];
  return { ...toMailRow(mail), text: mail.text_body.replaceAll(LINK_MARK, MAIL_LINK_SHOWN), attachments: names };
}

/** Sends a failed (or sent) message again through a new job; one that is still queued answers 409. */
export async function resendMail(ctx: ShopContext, operator: Operator, id: number): Promise<{ id: number; status: MailStatus }> {
  const mail = await findMail(ctx.db, ctx.shop.id, id);
  if (!mail) throw notFound('Message');
  requireMailAccess(operator, mail);
  const jobId = await ctx.db.transaction().execute(async (trx) => {
    const queued = await requeueMail(trx, ctx.shop.id, id, { operatorId: operator.id, maxAttempts: ctx.config.mailMaxAttempts });
    if (queued === null) throw conflict('The message is already queued.');
    await writeAudit(trx, {
      shop: ctx.shop.id,
      operatorId: operator.id,
      action: 'mail.resend',
      target: `mail:${id}`,
      before: { status: mail.status, lastError: mail.last_error },
      after: { status: 'queued' },
    });
    return queued;
  });
  ctx.jobs.notify(jobId);
  return { id, status: 'queued' };
}
