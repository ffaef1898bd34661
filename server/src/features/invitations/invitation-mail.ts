import { INVITATION_FLAGS, type InvitationProgramme } from '@console/contracts/invitations.contract';
import type { AppContext } from '../../app-context';
import type { Config } from '../../platform/config';
import type { DbOrTrx } from '../../platform/db';
import { queueMail } from '../../platform/mail';
import { newLinkToken } from '../../platform/link-tokens';
import { displayName } from '../registrations/customer-mapping';
import { escapeHtml } from '../../platform/html';
import { updateInvitation, type InvitationRecord } from './invitations.repository';

/** The site a programme invites people to: tool-connect has its own; the others join the main site. */
export function siteNameOf(config: Pick<Config, 'siteName' | 'toolConnectSiteName'>, programme: InvitationProgramme): string {
  return programme === 'tool-connect' ? config.toolConnectSiteName : config.siteName;
}

/** How a programme is named to the invited person. */
const PROGRAMME_WORDS: Record<InvitationProgramme, string> = { site: '', 'tool-connect': '', partner: 'partner ', retiree: 'retiree ' };

export function acceptLink(config: Pick<Config, 'publicUrl'>, token: string): string {
  return `${config.publicUrl}/invite/${token}`;
}

export function invitationMessage(config: Config, inv: Pick<InvitationRecord, 'programme' | 'first_name' | 'last_name' | 'email'>, token: string, expiresAt: string) {
  const programme = inv.programme;
  const site = siteNameOf(config, programme);
  const link = acceptLink(config, token);
  const name = displayName(inv);
  const until = expiresAt.slice(0, 10);
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
 * Gives an invitation a new link and queues its e-mail, in the caller's transaction: 256 random
 * bits, only the hash stored, valid for `inviteTtlDays` after this send. Older links stop working.
 * Returns the send job to notify once the transaction commits.
 */
export async function issueInvitation(trx: DbOrTrx, ctx: AppContext, inv: InvitationRecord, operatorId: number | null): Promise<{ mailId: number; jobId: number }> {
  const now = new Date();
  const { token, hash, expiresAt } = newLinkToken(ctx.config.inviteTtlDays, now);
  await updateInvitation(trx, inv.id, { token_hash: hash, token_expires_at: expiresAt, last_sent_at: now.toISOString(), send_count: inv.send_count + 1, updated_at: now.toISOString() });
  const programme = inv.programme;
  const message = invitationMessage(ctx.config, inv, token, expiresAt);
  return queueMail(
    trx,
    { to: inv.email, ...message, kind: `invitation.${programme}`, flag: INVITATION_FLAGS[programme], relatedId: `invitation:${inv.id}` },
    { operatorId, maxAttempts: ctx.config.mailMaxAttempts },
  );
}
