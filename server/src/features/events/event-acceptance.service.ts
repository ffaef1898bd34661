import type { ShopContext } from '../../app-context';
import { writeAudit } from '../../platform/audit';
import { nowIso } from '../../platform/db';
import { linkTokenHash } from '../../platform/link-tokens';
import { queueStoreEnrolment, storeTag } from '../store-sync/store-customer-enrolment.service';
import { inviteTarget } from './event-invites';
import { findEvent, findInviteByTokenHash, markInviteRegistered, type EventInviteRecord, type EventRecord } from './events.repository';

/** Where an event link stands: open, accepted (now or before), expired, closed (event archived) or unknown. */
export type EventLinkState =
  { state: 'open' | 'accepted' | 'used' | 'expired' | 'closed'; invite: EventInviteRecord; event: EventRecord } | { state: 'unknown' };

async function stateOf(ctx: ShopContext, invite: EventInviteRecord | undefined, now: string): Promise<EventLinkState> {
  if (!invite) return { state: 'unknown' };
  const event = await findEvent(ctx.db, invite.event_id);
  if (!event) return { state: 'unknown' };
  if (invite.registered === 1) return { state: 'used', invite, event };
  if (event.is_deleted === 1) return { state: 'closed', invite, event };
  if (!invite.token_expires_at || invite.token_expires_at <= now) return { state: 'expired', invite, event };
  return { state: 'open', invite, event };
}

export async function eventLinkState(ctx: ShopContext, token: string): Promise<EventLinkState> {
  const hash = linkTokenHash(token);
  if (!hash) return { state: 'unknown' };
  return stateOf(ctx, await findInviteByTokenHash(ctx.db, hash), nowIso());
}

/**
 * Accepting registers the invitee for the event (spec 2: registered=1, the Registered tab), once:
 * the update only succeeds while the invite is open with this token, so a replay finds it used.
 */
export async function acceptEventInvite(ctx: ShopContext, token: string): Promise<EventLinkState> {
  const hash = linkTokenHash(token);
  if (!hash) return { state: 'unknown' };
  const current = await stateOf(ctx, await findInviteByTokenHash(ctx.db, hash), nowIso());
  if (current.state !== 'open') return current;
  const { invite, event } = current;
  const accepted = await ctx.db.transaction().execute(async (trx) => {
    const now = nowIso();
    if (!(await markInviteRegistered(trx, invite.id, hash, now))) return false;
    await writeAudit(trx, {
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
