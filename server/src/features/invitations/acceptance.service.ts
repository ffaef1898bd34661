import type { ShopContext } from '../../app-context';
import { writeAudit } from '../../platform/audit';
import { nowIso } from '../../platform/db';
import { linkTokenHash } from '../../platform/link-tokens';
import { INVITATION_FLAGS } from '@console/contracts/invitations.contract';
import { queueStoreEnrolment, storeTag, type StoreEnrolment } from '../store-sync/store-customer-enrolment.service';
import { invitationTags, splitTags } from './invitation-mapping';
import { createCustomer, customersByEmail } from '../customers/customers.service';
import { findInvitationByTokenHash, markRegistered, updateInvitation, type InvitationRecord } from './invitations.repository';

/** Where an invitation link stands: open to accept, accepted (now or before), expired, or unknown. */
export type LinkState = { state: 'open' | 'accepted' | 'used' | 'expired'; invitation: InvitationRecord } | { state: 'unknown' };

function stateOf(inv: InvitationRecord | undefined, now: string): LinkState {
  if (!inv) return { state: 'unknown' };
  if (inv.status === 'registered') return { state: 'used', invitation: inv };
  if (!inv.token_expires_at || inv.token_expires_at <= now) return { state: 'expired', invitation: inv };
  return { state: 'open', invitation: inv };
}

export async function linkState(ctx: ShopContext, token: string): Promise<LinkState> {
  const tokenHash = linkTokenHash(token);
  if (!tokenHash) return { state: 'unknown' };
  return stateOf(await findInvitationByTokenHash(ctx.db, tokenHash), nowIso());
}

/** The tags a registered user of a programme carries: the programme, the invite's tags, MTD. */
export function registeredTags(inv: InvitationRecord): string[] {
  return [`programme:${inv.programme}`, ...invitationTags(inv)];
}

/**
 * Accepting an invitation registers the person as a customer of the programme and closes the
 * invitation, in one transaction; a second accept (another tab, a replay) finds it used.
 */
export async function acceptInvitation(ctx: ShopContext, token: string): Promise<LinkState> {
  const tokenHash = linkTokenHash(token);
  if (!tokenHash) return { state: 'unknown' };
  let storeJob: number | null = null;
  const state = await ctx.db.transaction().execute(async (trx): Promise<LinkState> => {
    const now = nowIso();
    const current = stateOf(await findInvitationByTokenHash(trx, tokenHash), now);
    if (current.state !== 'open') return current;
    const inv = current.invitation;
    // Claim the invitation first, so only one accept goes on to create the customer.
    if (!(await markRegistered(trx, inv.id, tokenHash, now))) return { state: 'used', invitation: inv };
    const existing = (await customersByEmail(trx, inv.programme, [inv.email_lower])).get(inv.email_lower);
    const customerId =
      existing?.id ??
      (await createCustomer(trx, {
        programme: inv.programme,
        status: null,
        first_name: inv.first_name,
        last_name: inv.last_name,
        email: inv.email,
        tags: JSON.stringify(registeredTags(inv)),
        created_at: now,
        updated_at: now,
      }));
    await updateInvitation(trx, inv.id, { customer_id: customerId });
    await writeAudit(trx, {
      operatorId: null,
      action: `${inv.programme}.invite.accept`,
      target: `invitation:${inv.id}`,
      before: { status: 'invited' },
      after: { status: 'registered', customerId },
    });
    storeJob = await queueStoreEnrolment(ctx, trx, storeEnrolmentOf(inv), {
      intentKey: `invitation:${inv.id}`,
      flag: INVITATION_FLAGS[inv.programme],
    });
    return { state: 'accepted', invitation: { ...inv, status: 'registered', customer_id: customerId } };
  });
  if (storeJob !== null) ctx.jobs.notify(storeJob);
  return state;
}

/**
 * The store customer an accepted invitation makes (issue 17): the programme's tag and the invite's
 * additional tags; the MTD flag of a retiree as the `console.mtd` metafield rather than a tag.
 */
export function storeEnrolmentOf(inv: InvitationRecord): StoreEnrolment {
  return {
    email: inv.email,
    firstName: inv.first_name,
    lastName: inv.last_name,
    tags: [storeTag('programme', inv.programme), ...splitTags(inv.additional_tags)],
    metafields: inv.mtd ? { mtd: 'true' } : {},
  };
}
