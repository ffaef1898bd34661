import { INVITATION_FLAGS, type InvitationProgramme } from '@console/contracts/invitations.contract';
import type { ShopContext } from '../../app-context';
import type { Config } from '../../platform/config';
import type { DbOrTrx } from '../../platform/db';
import { queueMail } from '../../platform/mail';
import { newLinkToken } from '../../platform/link-tokens';
import { LINK_MARK, LINK_VALID_UNTIL_MARK, LinkRefused, type LinkIssuer } from '../../platform/mail-links';
import { displayName } from '../registrations/customer-mapping.service';
import { escapeHtml } from '../../platform/html';
import { findInvitation, updateInvitation, type InvitationRecord } from './invitations.repository';

/** The site a programme invites people to: tool-connect has its own; the others join the main site. */
export function siteNameOf(config: Pick<Config, 'siteName' | 'toolConnectSiteName'>, programme: InvitationProgramme): string {
  return programme === 'tool-connect' ? config.toolConnectSiteName : config.siteName;
}

/** How a programme is named to the invited person. */
const PROGRAMME_WORDS: Record<InvitationProgramme, string> = { site: '', 'tool-connect': '', partner: 'partner ', retiree: 'retiree ' };

export function acceptLink(config: Pick<Config, 'publicUrl'>, token: string): string {
  return `${config.publicUrl}/invite/${token}`;
}

/** The invitation e-mail, with markers where the send job puts the current link and its last day (platform/mail-links.ts). */
export function invitationMessage(config: Config, inv: Pick<InvitationRecord, 'programme' | 'first_name' | 'last_name' | 'email'>) {
  const programme = inv.programme;
  const site = siteNameOf(config, programme);
  const link = LINK_MARK;
  const name = displayName(inv);
  const until = LINK_VALID_UNTIL_MARK;
  const subject = `Your ${PROGRAMME_WORDS[programme]}invitation to ${site}`;
  const text = [
    `Hello ${name},`,
    '',
    `You are invited to join ${site} as a ${PROGRAMME_WORDS[programme] || 'new '}member.`,
    `Accept your invitation here: ${link}`,
    '',
    `The link is valid until ${until}. If you did not expect this invitation, you can ignore this e-mail.`,
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(name)},</p>`,
    `<p>You are invited to join <strong>${escapeHtml(site)}</strong> as a ${escapeHtml(PROGRAMME_WORDS[programme] || 'new ')}member.</p>`,
    `<p><a href="${escapeHtml(link)}">Accept your invitation</a></p>`,
    `<p>The link is valid until ${escapeHtml(until)}. If you did not expect this invitation, you can ignore this e-mail.</p>`,
  ].join('\n');
  return { subject, text, html };
}

/**
 * Queues an invitation's e-mail in the caller's transaction. Its link is made when the e-mail is
 * sent (`invitationLink`), so every send, resend or retry carries the one link that works.
 * Returns the send job to notify once the transaction commits.
 */
export async function issueInvitation(
  trx: DbOrTrx,
  ctx: ShopContext,
  inv: InvitationRecord,
  operatorId: number | null,
): Promise<{ mailId: number; jobId: number }> {
  const now = new Date().toISOString();
  await updateInvitation(trx, ctx.shop.id, inv.id, { last_sent_at: now, send_count: inv.send_count + 1, updated_at: now });
  const programme = inv.programme;
  return queueMail(
    trx,
    {
      to: inv.email,
      ...invitationMessage(ctx.config, inv),
      kind: `invitation.${programme}`,
      flag: INVITATION_FLAGS[programme],
      relatedId: `invitation:${inv.id}`,
    },
    { shop: ctx.shop.id, operatorId, maxAttempts: ctx.config.mailMaxAttempts },
  );
}

/**
 * A new link for the invitation, made as its e-mail leaves: 256 random bits, only the hash stored,
 * valid `inviteTtlDays` from now; older links stop working. An accepted invitation gets none.
 */
export const invitationLink: LinkIssuer = async (trx, ctx, id) => {
  // ctx is the mail's shop: an id of another shop's invitation makes no link.
  const inv = await findInvitation(trx, ctx.shop.id, id);
  if (!inv) throw new LinkRefused('The invitation was removed.');
  if (inv.status === 'registered') throw new LinkRefused('The invitation was accepted already.');
  const { token, hash, expiresAt } = newLinkToken(ctx.config.inviteTtlDays);
  await updateInvitation(trx, ctx.shop.id, id, { token_hash: hash, token_expires_at: expiresAt });
  return { url: acceptLink(ctx.config, token), expiresAt };
};
