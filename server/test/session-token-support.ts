import { createHmac } from 'node:crypto';

/** A Shopify session token as the admin signs it: HS256 over base64url header and claims with the client secret. */
export function signSessionToken(secret: string, claims: Record<string, unknown>, alg = 'HS256'): string {
  const part = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const unsigned = `${part({ alg, typ: 'JWT' })}.${part(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/** Claims of a current token for this app, shop and staff member. */
export function sessionClaims(
  clientId: string,
  shop: string,
  sub: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: `https://${shop}/admin`,
    dest: `https://${shop}`,
    aud: clientId,
    sub,
    exp: now + 60,
    nbf: now - 1,
    iat: now - 1,
    jti: `${sub}-${now}-${Math.random()}`,
    sid: 'session',
    ...overrides,
  };
}
