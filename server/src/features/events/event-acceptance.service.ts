import type { OrgContext, ShopContext } from '../../app-context';
import { writeAudit } from '../../platform/audit';
import { nowIso } from '../../platform/db';
import { linkTokenHash } from '../../platform/link-tokens';
import { queueStoreEnrolment, storeTag } from '../store-sync/store-customer-enrolment.service';
import { inviteTarget } from './event-invites';
import { findEvent, findInviteByTokenHash, markInviteRegistered, type EventInviteRecord, type EventRecord } from './events.repository';

/** Where an event link stands: open, accepted (now or before), expired, closed (event archived) or unknown. */
export type EventLinkState =
  { state: 'open' | 'accepted' | 'used' | 'expired' | 'closed'; invite: EventInviteRecord; event: EventRecord } | { state: 'unknown' };

/** The invite's state, read in its own shop (the link names none: the global token found the row). */
async function stateOf(ctx: ShopContext, invite: EventInviteRecord | undefined, now: string): Promise<EventLinkState> {
  if (!invite || invite.shop_id !== ctx.shop.id) return { state: 'unknown' };
  const event = await findEvent(ctx.db, ctx.shop.id, invite.event_id);
  if (!event) return { state: 'unknown' };
  if (invite.registered === 1) return { state: 'used', invite, event };
  if (event.is_deleted === 1) return { state: 'closed', invite, event };
  if (!invite.token_expires_at || invite.token_expires_at <= now) return { state: 'expired', invite, event };
  return { state: 'open', invite, event };
}

/** The invite of a link and its shop's context; null for a link that finds nothing. */
async function inviteOfToken(org: OrgContext, hash: string): Promise<{ ctx: ShopContext; invite: EventInviteRecord } | null> {
  const invite = await findInviteByTokenHash(org.db, hash);
  return invite ? { ctx: await org.shops.get(invite.shop_id), invite } : null;
}

export async function eventLinkState(org: OrgContext, token: string): Promise<EventLinkState> {
  const hash = linkTokenHash(token);
  const found = hash ? await inviteOfToken(org, hash) : null;
  if (!found) return { state: 'unknown' };
  return stateOf(found.ctx, found.invite, nowIso());
}

/**
 * Accepting registers the invitee for the event (docs/functions/people-invites-events.md: registered=1, the Registered tab), once:
 * the update only succeeds while the invite is open with this token, so a replay finds it used.
 */
export async function acceptEventInvite(org: OrgContext, token: string): Promise<EventLinkState> {
  const hash = linkTokenHash(token);
  const found = hash ? await inviteOfToken(org, hash) : null;
  if (!hash || !found) return { state: 'unknown' };
  const { ctx } = found;
  const current = await stateOf(ctx, found.invite, nowIso());
  if (current.state !== 'open') return current;
  const { invite, event } = current;
  const accepted = await ctx.db.transaction().execute(async (trx) => {
    const now = nowIso();
    if (!(await markInviteRegistered(trx, ctx.shop.id, invite.id, hash, now))) return false;
    await writeAudit(trx, {
      shop: ctx.shop.id,
      operatorId: null,
      action: 'events.invite.accept',
      target: inviteTarget(invite.id),
      before: { registered: false },
      after: { registered: true, eventId: event.id },
    });
    const person = { email: invite.email, firstName: invite.first_name, lastName: invite.last_name, tags: [storeTag('event', event.name)] };
    return { storeJob: await queueStoreEnrolment(ctx, trx, person, { intentKey: `event-invite:${invite.id}`, flag: 'showEvents' }) };
  });
  if (accepted && accepted.storeJob !== null) ctx.jobs.notify(accepted.storeJob);
  return { state: accepted ? 'accepted' : 'used', invite: { ...invite, registered: 1 }, event };
}
