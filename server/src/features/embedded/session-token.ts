import { createHmac, timingSafeEqual } from 'node:crypto';

/** The claims of a Shopify session token that the console reads (docs/outside-interfaces.md 'Shopify'). */
export interface SessionClaims {
  /** The staff member's user id on the store. */
  sub: string;
  /** `https://<shop>.myshopify.com`. */
  dest: string;
  aud: string;
  exp: number;
  nbf: number;
}

export interface SessionTokenCheck {
  clientId: string;
  clientSecret: string;
  /**
   * `<shop>.myshopify.com` the token's `dest` must name; left out, any shop (the caller finds the shop by
   * the `dest`, {@link destShop}, among the install's shops: docs/several-shops.md).
   */
  shop?: string;
  /** Seconds of clock difference forgiven on exp and nbf. */
  leewaySeconds?: number;
  now?: number;
}

function decodePart(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

/** The claims when the token is an HS256 JWT signed with the client secret, for this app and shop, and current; else null. */
export function verifySessionToken(token: string, check: SessionTokenCheck): SessionClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [head, body, signature] = parts as [string, string, string];
  const header = decodePart(head) as { alg?: unknown } | null;
  // Only HS256: a token naming another algorithm (or none) is refused before any signature check.
  if (header?.alg !== 'HS256') return null;
  const expected = createHmac('sha256', check.clientSecret).update(`${head}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = decodePart(body) as Partial<SessionClaims> | null;
  if (
    !claims ||
    typeof claims.sub !== 'string' ||
    typeof claims.dest !== 'string' ||
    typeof claims.exp !== 'number' ||
    typeof claims.nbf !== 'number'
  )
    return null;
  const aud = claims.aud as unknown;
  if (aud !== check.clientId && !(Array.isArray(aud) && aud.includes(check.clientId))) return null;
  const destHost = destShop(claims as SessionClaims);
  if (destHost === null || (check.shop !== undefined && destHost !== check.shop)) return null;
  const now = (check.now ?? Date.now()) / 1000;
  const leeway = check.leewaySeconds ?? 5;
  if (now > claims.exp + leeway || now < claims.nbf - leeway) return null;
  return claims as SessionClaims;
}

/** The shop a token speaks for: its `dest`'s host, lower case (`<shop>.myshopify.com`); null when `dest` is no URL. */
export function destShop(claims: Pick<SessionClaims, 'dest'>): string | null {
  try {
    return new URL(claims.dest).host.toLowerCase();
  } catch {
    return null;
  }
}
