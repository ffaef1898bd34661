import { INVITE_MESSAGES, REINVITE_OUTCOMES, type InvitationProgramme } from '@console/contracts/invitations.contract';
import type { ShopContext } from '../../app-context';
import { writeAudit } from '../../platform/audit';
import { nowIso, type DbOrTrx } from '../../platform/db';
import type { ShopId } from '../../platform/shop-id';
import { issueInvitation } from './invitation-mail';
import type { ParsedInvite } from './invitation-rows';
import { customersByEmail } from '../customers/customers.service';
import { findInvitation, findInvitationByEmail, insertInvitation, updateInvitation, type InvitationRecord } from './invitations.repository';

/** What applying one row did; a refusal names the field it is about, for the form. */
export type ApplyResult =
  | { ok: true; id: number; message: 'Invited.' | 'Updated.'; mailJobId: number | null }
  | { ok: false; status: 400 | 404; field: string; message: string };

export const NO_INVITATION_WITH_ID = 'No invitation with this id.';

const target = (id: number) => `invitation:${id}`;

/** Creates an invitation and queues its e-mail, unless the e-mail is invited or registered already. */
async function createInvite(
  trx: DbOrTrx,
  ctx: ShopContext,
  programme: InvitationProgramme,
  invite: Extract<ParsedInvite, { kind: 'create' }>,
  operatorId: number | null,
): Promise<ApplyResult> {
  const shop = ctx.shop.id;
  const emailLower = invite.email.toLowerCase();
  const existing = await findInvitationByEmail(trx, shop, programme, emailLower);
  if (existing)
    return {
      ok: false,
      status: 400,
      field: 'email',
      message: existing.status === 'registered' ? INVITE_MESSAGES.alreadyRegistered : INVITE_MESSAGES.alreadyInvited,
    };
  if ((await customersByEmail(trx, shop, programme, [emailLower])).size > 0)
    return { ok: false, status: 400, field: 'email', message: INVITE_MESSAGES.alreadyRegistered };
  const now = nowIso();
  const inv = await insertInvitation(trx, shop, {
    programme,
    first_name: invite.firstName,
    last_name: invite.lastName,
    email: invite.email,
    email_lower: emailLower,
    additional_tags: invite.tags,
    mtd: invite.mtd ? 1 : 0,
    status: 'invited',
    token_hash: null,
    token_expires_at: null,
    last_sent_at: null,
    customer_id: null,
    created_at: now,
    updated_at: now,
  });
  const { jobId } = await issueInvitation(trx, ctx, inv, operatorId);
  await writeAudit(trx, {
    shop,
    operatorId,
    action: `${programme}.invite`,
    target: target(inv.id),
    after: { email: inv.email, firstName: inv.first_name, lastName: inv.last_name, tags: inv.additional_tags, mtd: invite.mtd },
  });
  return { ok: true, id: inv.id, message: 'Invited.', mailJobId: jobId };
}

/** Edits the names (and tags, when sent) of a user who is still invited. */
async function editInvite(
  trx: DbOrTrx,
  shop: ShopId,
  programme: InvitationProgramme,
  invite: Extract<ParsedInvite, { kind: 'edit' }>,
  operatorId: number | null,
): Promise<ApplyResult> {
  const inv = await findInvitation(trx, shop, invite.id);
  if (!inv || inv.programme !== programme) return { ok: false, status: 404, field: 'id', message: NO_INVITATION_WITH_ID };
  if (inv.status === 'registered') return { ok: false, status: 400, field: 'id', message: REINVITE_OUTCOMES.registered };
  const values = {
    first_name: invite.firstName,
    last_name: invite.lastName,
    ...(invite.tags === null ? {} : { additional_tags: invite.tags }),
  };
  const before = {
    first_name: inv.first_name,
    last_name: inv.last_name,
    ...(invite.tags === null ? {} : { additional_tags: inv.additional_tags }),
  };
  await updateInvitation(trx, shop, inv.id, { ...values, updated_at: nowIso() });
  await writeAudit(trx, { shop, operatorId, action: `${programme}.invite.update`, target: target(inv.id), before, after: values });
  return { ok: true, id: inv.id, message: 'Updated.', mailJobId: null };
}

export function applyInvite(
  trx: DbOrTrx,
  ctx: ShopContext,
  programme: InvitationProgramme,
  invite: ParsedInvite,
  operatorId: number | null,
): Promise<ApplyResult> {
  return invite.kind === 'create'
    ? createInvite(trx, ctx, programme, invite, operatorId)
    : editInvite(trx, ctx.shop.id, programme, invite, operatorId);
}

export type ReinviteResult = { ok: true; message: string; mailId: number; mailJobId: number } | { ok: false; message: string };

/** Sends an invitation again with a new link; registered people are not invited twice. */
export async function reinvite(
  trx: DbOrTrx,
  ctx: ShopContext,
  inv: InvitationRecord | undefined,
  operatorId: number | null,
): Promise<ReinviteResult> {
  if (!inv) return { ok: false, message: REINVITE_OUTCOMES.noInvitation };
  if (inv.status === 'registered') return { ok: false, message: REINVITE_OUTCOMES.registered };
  const { mailId, jobId } = await issueInvitation(trx, ctx, inv, operatorId);
  await writeAudit(trx, {
    shop: ctx.shop.id,
    operatorId,
    action: `${inv.programme}.reinvite`,
    target: target(inv.id),
    after: { email: inv.email, sendCount: inv.send_count + 1 },
  });
  return { ok: true, message: REINVITE_OUTCOMES.reinvited, mailId, mailJobId: jobId };
}
