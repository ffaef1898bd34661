import type { OrgContext, ShopContext } from '../../app-context';
import { writeAudit } from '../../platform/audit';
import { nowIso } from '../../platform/db';
import { linkTokenHash } from '../../platform/link-tokens';
import { INVITATION_FLAGS } from '@console/contracts/invitations.contract';
import { queueStoreEnrolment, storeTag, type StoreEnrolment } from '../store-sync/store-customer-enrolment.service';
import { invitationTags, splitTags } from './invitation-mapping';
import { createCustomer, customersByEmail } from '../customers/customers.service';
import { findInvitationByTokenHash, markRegistered, updateInvitation, type InvitationRecord } from './invitations.repository';

/**
 * Where an invitation link stands: open to accept, accepted (now or before), expired, or unknown; with the
 * context of the invitation's shop, which the page continues in.
 */
export type LinkState =
  { state: 'open' | 'accepted' | 'used' | 'expired'; invitation: InvitationRecord; ctx: ShopContext } | { state: 'unknown' };

function stateOf(ctx: ShopContext, inv: InvitationRecord | undefined, now: string): LinkState {
  if (!inv || inv.shop_id !== ctx.shop.id) return { state: 'unknown' };
  if (inv.status === 'registered') return { state: 'used', invitation: inv, ctx };
  if (!inv.token_expires_at || inv.token_expires_at <= now) return { state: 'expired', invitation: inv, ctx };
  return { state: 'open', invitation: inv, ctx };
}

/** The link names no shop: the token (globally unique) finds the invitation, whose shop serves the rest. */
async function shopOfToken(org: OrgContext, tokenHash: string): Promise<ShopContext | null> {
  const inv = await findInvitationByTokenHash(org.db, tokenHash);
  return inv ? org.shops.get(inv.shop_id) : null;
}

export async function linkState(org: OrgContext, token: string): Promise<LinkState> {
  const tokenHash = linkTokenHash(token);
  if (!tokenHash) return { state: 'unknown' };
  const ctx = await shopOfToken(org, tokenHash);
  if (!ctx) return { state: 'unknown' };
  return stateOf(ctx, await findInvitationByTokenHash(ctx.db, tokenHash), nowIso());
}

/** The tags a registered user of a programme carries: the programme, the invite's tags, MTD. */
export function registeredTags(inv: InvitationRecord): string[] {
  return [`programme:${inv.programme}`, ...invitationTags(inv)];
}

/**
 * Accepting an invitation registers the person as a customer of the programme and closes the
 * invitation, in one transaction; a second accept (another tab, a replay) finds it used.
 */
export async function acceptInvitation(org: OrgContext, token: string): Promise<LinkState> {
  const tokenHash = linkTokenHash(token);
  if (!tokenHash) return { state: 'unknown' };
  const ctx = await shopOfToken(org, tokenHash);
  if (!ctx) return { state: 'unknown' };
  const shop = ctx.shop.id;
  let storeJob: number | null = null;
  const state = await ctx.db.transaction().execute(async (trx): Promise<LinkState> => {
    const now = nowIso();
    const current = stateOf(ctx, await findInvitationByTokenHash(trx, tokenHash), now);
    if (current.state !== 'open') return current;
    const inv = current.invitation;
    // Claim the invitation first, so only one accept goes on to create the customer.
    if (!(await markRegistered(trx, shop, inv.id, tokenHash, now))) return { state: 'used', invitation: inv, ctx };
    const existing = (await customersByEmail(trx, shop, inv.programme, [inv.email_lower])).get(inv.email_lower);
    const customerId =
      existing?.id ??
      (await createCustomer(trx, shop, {
        programme: inv.programme,
        status: null,
        first_name: inv.first_name,
        last_name: inv.last_name,
        email: inv.email,
        tags: JSON.stringify(registeredTags(inv)),
        created_at: now,
        updated_at: now,
      }));
    await updateInvitation(trx, shop, inv.id, { customer_id: customerId });
    await writeAudit(trx, {
      shop,
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
    return { state: 'accepted', invitation: { ...inv, status: 'registered', customer_id: customerId }, ctx };
  });
  if (storeJob !== null) ctx.jobs.notify(storeJob);
  return state;
}

/**
 * The store customer an accepted invitation makes: the programme's tag and the invite's
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
