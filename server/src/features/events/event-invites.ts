import { INVITE_MESSAGES, REINVITE_OUTCOMES } from '@console/contracts/invitations.contract';
import type { ShopContext } from '../../app-context';
import { writeAudit } from '../../platform/audit';
import { nowIso, type DbOrTrx } from '../../platform/db';
import { issueEventInvite } from './event-invite-mail';
import { findInviteByEmail, insertInvite, type EventInviteRecord, type EventRecord } from './events.repository';

export interface Invitee {
  firstName: string;
  lastName: string;
  email: string;
}

/** What inviting one person did; a refusal names the field it is about, for the form. */
export type InviteResult = { ok: true; invite: EventInviteRecord; mailJobId: number } | { ok: false; field: 'email'; message: string };

export const inviteTarget = (id: number) => `event-invite:${id}`;

/** Invites a person to an event and queues the e-mail, unless the e-mail is on the event's list already. */
export async function addInvite(
  trx: DbOrTrx,
  ctx: ShopContext,
  event: EventRecord,
  person: Invitee,
  operatorId: number | null,
): Promise<InviteResult> {
  const emailLower = person.email.toLowerCase();
  const existing = await findInviteByEmail(trx, ctx.shop.id, event.id, emailLower);
  if (existing)
    return { ok: false, field: 'email', message: existing.registered ? INVITE_MESSAGES.alreadyRegistered : INVITE_MESSAGES.alreadyInvited };
  const now = nowIso();
  const invite = await insertInvite(trx, ctx.shop.id, {
    event_id: event.id,
    first_name: person.firstName,
    last_name: person.lastName,
    email: person.email,
    email_lower: emailLower,
    store: ctx.shop.name,
    registered_at: null,
    token_hash: null,
    token_expires_at: null,
    last_sent_at: null,
    mail_id: null,
    created_at: now,
    updated_at: now,
  });
  const { mailId, jobId } = await issueEventInvite(trx, ctx, event, invite, operatorId);
  await writeAudit(trx, {
    shop: ctx.shop.id,
    operatorId,
    action: 'events.invite',
    target: inviteTarget(invite.id),
    after: { eventId: event.id, email: invite.email, firstName: invite.first_name, lastName: invite.last_name },
  });
  return { ok: true, invite: { ...invite, mail_id: mailId }, mailJobId: jobId };
}

export type EventReinviteResult = { ok: true; mailJobId: number } | { ok: false; message: string };

/** Sends an invitee a new link; people who registered already are not invited again. */
export async function reinviteByEmail(
  trx: DbOrTrx,
  ctx: ShopContext,
  event: EventRecord,
  email: string,
  operatorId: number | null,
): Promise<EventReinviteResult> {
  const invite = await findInviteByEmail(trx, ctx.shop.id, event.id, email.trim().toLowerCase());
  if (!invite) return { ok: false, message: REINVITE_OUTCOMES.noInvitation };
  if (invite.registered) return { ok: false, message: REINVITE_OUTCOMES.registered };
  const { jobId } = await issueEventInvite(trx, ctx, event, invite, operatorId);
  await writeAudit(trx, {
    shop: ctx.shop.id,
    operatorId,
    action: 'events.reinvite',
    target: inviteTarget(invite.id),
    after: { eventId: event.id, email: invite.email, sendCount: invite.send_count + 1 },
  });
  return { ok: true, mailJobId: jobId };
}
