import type { ShopifyConfig } from '../../platform/config';
import { ShopifyRequestError, ShopifyUnavailable } from '../../integrations/shopify/shopify-errors';

const TOKEN_EXCHANGE = 'urn:ietf:params:oauth:grant-type:token-exchange';
const ID_TOKEN = 'urn:ietf:params:oauth:token-type:id_token';
export const ONLINE_TOKEN = 'urn:shopify:params:oauth:token-type:online-access-token';
export const OFFLINE_TOKEN = 'urn:shopify:params:oauth:token-type:offline-access-token';

/** The store answered the exchange with a refusal (4xx): `code` is its OAuth `error`, when it gave one. */
export class TokenExchangeRefused extends ShopifyRequestError {
  constructor(
    readonly status: number,
    readonly code: string | null,
  ) {
    super(`The store refused the token exchange (${status}${code ? ` ${code}` : ''}).`, 'tokenExchange');
    this.name = 'TokenExchangeRefused';
  }
}

export interface ExchangedToken {
  accessToken: string;
  /** The staff member's e-mail; present on online tokens. */
  email: string | null;
}

/** Token exchange (docs/outside-interfaces.md 'Shopify'): a session token for an online or offline Admin API token. */
export async function exchangeSessionToken(
  config: ShopifyConfig,
  sessionToken: string,
  requested: typeof ONLINE_TOKEN | typeof OFFLINE_TOKEN,
): Promise<ExchangedToken> {
  let res: Response;
  try {
    res = await fetch(`${config.storeUrl}/admin/oauth/access_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        client_id: config.clientId,
        client_secret: config.clientSecret,
        grant_type: TOKEN_EXCHANGE,
        subject_token: sessionToken,
        subject_token_type: ID_TOKEN,
        requested_token_type: requested,
      }),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (err) {
    throw new ShopifyUnavailable('The store did not answer the token exchange.', { cause: err });
  }
  const body = (await res.json().catch(() => null)) as {
    access_token?: string;
    associated_user?: { email?: string };
    error?: unknown;
  } | null;
  // A 5xx (or 429) is the store failing to answer, not a refusal: asked again on the next call.
  if (res.status >= 500 || res.status === 429) throw new ShopifyUnavailable(`The store did not answer the token exchange (${res.status}).`);
  if (!res.ok || !body?.access_token)
    throw new TokenExchangeRefused(res.status, typeof body?.error === 'string' ? body.error.slice(0, 100) : null);
  return { accessToken: body.access_token, email: body.associated_user?.email ?? null };
}
