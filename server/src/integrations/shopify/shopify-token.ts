import type { ShopifyConfig } from '../../platform/config';
import { ShopifyRequestError, ShopifyUnavailable } from './shopify-errors';

/**
 * The Admin API access token (docs/outside-interfaces.md 'Shopify'): a static SHOPIFY_ACCESS_TOKEN, or one got by the
 * client-credentials grant, renewed before it expires and once when the store answers 401.
 */
export interface ShopifyTokenSource {
  token(): Promise<string>;
  /** The store refused this token: the next `token()` asks for a new one (a static token cannot be renewed). */
  invalidate(token: string): void;
  readonly renewable: boolean;
}

interface Held {
  value: string;
  /** Epoch ms after which we ask for a new one. */
  renewAt: number;
}

/** Renew this long before expiry, or at half the lifetime when that is shorter. */
const RENEW_MARGIN_MS = 5 * 60_000;
/** How long an offline token is used before the client-credentials grant is tried again. */
const OFFLINE_RECHECK_MS = 10 * 60_000;

export function createShopifyTokenSource(
  config: ShopifyConfig,
  options: {
    fetch?: typeof fetch;
    now?: () => number;
    timeoutMs?: number;
    /**
     * Where the app may not use the client-credentials grant: the offline token kept from a token exchange, if any
     * (docs/outside-interfaces.md 'Shopify').
     */
    offlineToken?: () => Promise<string | null>;
  } = {},
): ShopifyTokenSource {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  if (config.accessToken) {
    const value = config.accessToken;
    return { token: async () => value, invalidate: () => {}, renewable: false };
  }
  let held: Held | null = null;
  let pending: Promise<Held> | null = null;

  async function request(): Promise<Held> {
    const url = `${config.storeUrl}/admin/oauth/access_token`;
    let res: Response;
    try {
      res = await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ client_id: config.clientId, client_secret: config.clientSecret, grant_type: 'client_credentials' }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
    } catch (err) {
      throw new ShopifyUnavailable(`The store at ${config.storeUrl} did not answer the token request: ${(err as Error).message}`, {
        cause: err,
      });
    }
    if (res.status >= 500)
      throw new ShopifyUnavailable(`The store at ${config.storeUrl} answered the token request with HTTP ${res.status}`);
    const body = (await res.json().catch(() => null)) as { access_token?: string; expires_in?: number } | null;
    if (!res.ok || !body?.access_token) {
      const offline = await options.offlineToken?.();
      if (offline) return { value: offline, renewAt: now() + OFFLINE_RECHECK_MS };
      throw new ShopifyRequestError(
        `The store refused the app's client credentials (HTTP ${res.status}); check SHOPIFY_CLIENT_ID and SHOPIFY_CLIENT_SECRET`,
        'token',
      );
    }
    const lifetimeMs = (body.expires_in ?? 86_400) * 1000;
    return { value: body.access_token, renewAt: now() + lifetimeMs - Math.min(RENEW_MARGIN_MS, lifetimeMs / 2) };
  }

  return {
    renewable: true,
    async token() {
      if (held && now() < held.renewAt) return held.value;
      // Callers at the same moment share one token request.
      pending ??= request().finally(() => {
        pending = null;
      });
      held = await pending;
      return held.value;
    },
    invalidate(token) {
      if (held?.value === token) held = null;
    },
  };
}
