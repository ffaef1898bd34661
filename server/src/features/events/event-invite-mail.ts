import type { ShopContext } from '../../app-context';
import type { Config } from '../../platform/config';
import type { DbOrTrx } from '../../platform/db';
import { escapeHtml } from '../../platform/html';
import { newLinkToken } from '../../platform/link-tokens';
import { queueMail } from '../../platform/mail';
import { LINK_MARK, LINK_VALID_UNTIL_MARK, LinkRefused, type LinkIssuer } from '../../platform/mail-links';
import { findEvent, findInvite, updateInvite, type EventInviteRecord, type EventRecord } from './events.repository';

export function eventAcceptLink(config: Pick<Config, 'publicUrl'>, token: string): string {
  return `${config.publicUrl}/event-invite/${token}`;
}

/** An event time for people: 'MM/DD/YYYY h:mm A UTC' (the e-mail cannot know the reader's zone). */
export function eventTimeText(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hour = d.getUTCHours() % 12 || 12;
  return `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()} ${hour}:${pad(d.getUTCMinutes())} ${d.getUTCHours() < 12 ? 'AM' : 'PM'} UTC`;
}

export function inviteeName(invite: Pick<EventInviteRecord, 'first_name' | 'last_name'>): string {
  return [invite.first_name, invite.last_name].filter(Boolean).join(' ');
}

/** The event invitation, with markers where the send job puts the current link and its last day (platform/mail-links.ts). */
export function eventInviteMessage(
  config: Config,
  event: Pick<EventRecord, 'name' | 'description' | 'date_from' | 'date_to'>,
  invite: Pick<EventInviteRecord, 'first_name' | 'last_name'>,
) {
  const link = LINK_MARK;
  const name = inviteeName(invite);
  const when = `${eventTimeText(event.date_from)} to ${eventTimeText(event.date_to)}`;
  const until = LINK_VALID_UNTIL_MARK;
  const subject = `You are invited to ${event.name}`;
  const text = [
    `Hello ${name},`,
    '',
    `${config.siteName} invites you to ${event.name}, ${when}.`,
    event.description,
    '',
    `Register here: ${link}`,
    '',
    `The link is valid until ${until}. If you did not expect this invitation, you can ignore this e-mail.`,
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(name)},</p>`,
    `<p>${escapeHtml(config.siteName)} invites you to <strong>${escapeHtml(event.name)}</strong>, ${escapeHtml(when)}.</p>`,
    `<p>${escapeHtml(event.description)}</p>`,
    `<p><a href="${escapeHtml(link)}">Register for the event</a></p>`,
    `<p>The link is valid until ${escapeHtml(until)}. If you did not expect this invitation, you can ignore this e-mail.</p>`,
  ].join('\n');
  return { subject, text, html };
}

/**
 * Queues an invitee's e-mail in the caller's transaction; the invitee keeps the mail's id, whose
 * outbox state is its delivery state. The link is made when the e-mail is sent
 * (`eventInviteLink`). Returns the send job to notify once the transaction commits.
 */
export async function issueEventInvite(
  trx: DbOrTrx,
  ctx: ShopContext,
  event: EventRecord,
  invite: EventInviteRecord,
  operatorId: number | null,
): Promise<{ mailId: number; jobId: number }> {
  const now = new Date().toISOString();
  const queued = await queueMail(
    trx,
    {
      to: invite.email,
      ...eventInviteMessage(ctx.config, event, invite),
      kind: 'event.invite',
      flag: 'showEvents',
      relatedId: `event-invite:${invite.id}`,
    },
    { shop: ctx.shop.id, operatorId, maxAttempts: ctx.config.mailMaxAttempts },
  );
  await updateInvite(trx, ctx.shop.id, invite.id, {
    last_sent_at: now,
    send_count: invite.send_count + 1,
    mail_id: queued.mailId,
    updated_at: now,
  });
  return queued;
}

/**
 * A new link for the invitee, made as the e-mail leaves (256 random bits, only the hash stored,
 * valid `inviteTtlDays`); older links stop working. None for a registered invitee or an archived event.
 */
export const eventInviteLink: LinkIssuer = async (trx, ctx, id) => {
  // ctx is the mail's shop: an id of another shop's invitee makes no link.
  const invite = await findInvite(trx, ctx.shop.id, id);
  const event = invite && (await findEvent(trx, ctx.shop.id, invite.event_id));
  if (!invite || !event) throw new LinkRefused('The event invitation was removed.');
  if (invite.registered === 1) throw new LinkRefused('The invitee registered already.');
  if (event.is_deleted === 1) throw new LinkRefused('The event was archived.');
  const { token, hash, expiresAt } = newLinkToken(ctx.config.inviteTtlDays);
  await updateInvite(trx, ctx.shop.id, id, { token_hash: hash, token_expires_at: expiresAt });
  return { url: eventAcceptLink(ctx.config, token), expiresAt };
};
