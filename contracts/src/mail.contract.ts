import { z } from 'zod';
import { defineCall } from './common/call';
import { pageQuery, pageResponse } from './common/paging';

export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
export const mailStatus = z.enum(MAIL_STATUSES);
/** How a message's status reads wherever it is shown (the outbox, a coupon's last resend). */
export const MAIL_STATUS_LABELS: Record<MailStatus, string> = { queued: 'Queued', sent: 'Sent', failed: 'Failed' };

export const mailRow = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  /** What the message is, e.g. `invitation.partner`. */
  kind: z.string(),
  status: mailStatus,
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type MailRow = z.infer<typeof mailRow>;

/** What the text shows where a send puts the link of the moment (the outbox keeps no live link). */
export const MAIL_LINK_SHOWN = '[link, made anew at each send]';

/** One message as it was written: the plain text (the HTML part says the same) and its attachments' names. */
export const mailMessage = mailRow.extend({ text: z.string(), attachments: z.array(z.string()) });
export type MailMessage = z.infer<typeof mailMessage>;

/** The mail screen: what was sent, queued or failed; a failed (or sent) message can be sent again. */
export const mailContract = {
  list: defineCall({
    method: 'POST',
    path: '/api/mail/list',
    access: 'operator',
    query: pageQuery,
    body: z.object({ status: mailStatus.optional() }),
    response: pageResponse(mailRow),
  }),
  detail: defineCall({
    method: 'GET',
    path: '/api/mail/:id',
    // The message's own flag is checked by the service (every flag for a message of no function).
    access: 'operator',
    params: z.object({ id: z.coerce.number().int().positive() }),
    response: mailMessage,
  }),
  resend: defineCall({
    method: 'POST',
    path: '/api/mail/:id/resend',
    access: 'operator',
    params: z.object({ id: z.coerce.number().int().positive() }),
    response: z.object({ id: z.number(), status: mailStatus }),
  }),
} as const;
