import type { ShopContext } from '../app-context';
import type { DbOrTrx } from './db';
import { escapeHtml } from './html';

/**
 * E-mailed links that act as credentials (invitations, event invitations) are never stored in the
 * outbox: the stored message carries these markers, and the send job asks the feature
 * for a fresh link of the message's record right before each send. So a resent or retried message
 * always carries the link that works now, and nothing in the outbox opens anything.
 */
export const LINK_MARK = '[[link]]';
export const LINK_VALID_UNTIL_MARK = '[[link-valid-until]]';

export interface IssuedLink {
  url: string;
  /** ISO instant the link stops working. */
  expiresAt: string;
}

/** The record can no longer get a link (accepted, removed, its event archived): the message fails with this reason. */
export class LinkRefused extends Error {}

/** Gives the record a new link in the caller's transaction (older links stop working); throws LinkRefused. */
export type LinkIssuer = (trx: DbOrTrx, ctx: ShopContext, recordId: number) => Promise<IssuedLink>;

/** Issuers by the record kind of a message's `related_id` (`invitation:12` → `invitation`). */
export type LinkIssuers = Readonly<Record<string, LinkIssuer>>;

export function carriesLink(body: string): boolean {
  return body.includes(LINK_MARK);
}

/** The message's bodies with the link (and its last valid day) put in. */
export function withLink<T extends { text: string; html: string }>(mail: T, link: IssuedLink): T {
  const until = link.expiresAt.slice(0, 10);
  return {
    ...mail,
    text: mail.text.replaceAll(LINK_MARK, link.url).replaceAll(LINK_VALID_UNTIL_MARK, until),
    html: mail.html.replaceAll(LINK_MARK, escapeHtml(link.url)).replaceAll(LINK_VALID_UNTIL_MARK, escapeHtml(until)),
  };
}

/** Issues the current link of the record a message is about. */
export async function issueLinkFor(ctx: ShopContext, relatedId: string | null): Promise<IssuedLink> {
  const [kind = '', id = ''] = (relatedId ?? '').split(':');
  const issuer = ctx.mailLinks[kind];
  if (!issuer || !/^\d+$/.test(id)) throw new LinkRefused(`No link can be made for ${relatedId ?? 'this message'}.`);
  return ctx.db.transaction().execute((trx) => issuer(trx, ctx, Number(id)));
}
