import { randomBytes } from 'node:crypto';
import { hashToken } from './sessions';

/**
 * The secret of an e-mailed link (invitations, event invitations): 256 random bits in base64url;
 * only its sha256 is stored, with an expiry.
 */
export interface LinkToken {
  token: string;
  hash: string;
  expiresAt: string;
}

export function newLinkToken(ttlDays: number, now: Date = new Date()): LinkToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token), expiresAt: new Date(now.getTime() + ttlDays * 86_400_000).toISOString() };
}

/** Anything that is not 43 base64url characters cannot be one of our links. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The stored hash of a link's token; null when the text cannot be a token (no lookup needed). */
export function linkTokenHash(token: string): string | null {
  return TOKEN_PATTERN.test(token) ? hashToken(token) : null;
}
