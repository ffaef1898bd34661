import type { SHOP_HEADER as PinnedShopHeader } from '@console/contracts/shops.contract';
import { getCookie } from './cookies';
import { inFrame, sessionToken } from './embedded-frame';
import { tabShop } from './tab-shop';

/** docs/several-shops.md; typed against the contract's constant without loading it (and zod) into the shell. */
export const SHOP_HEADER: typeof PinnedShopHeader = 'X-Shop-Name';

/** The `token` and `customerId` headers, when both cookies exist. */
export function identityHeaders(): Record<string, string> {
  const token = getCookie('customerToken');
  const customerId = getCookie('_c_id');
  return token && customerId ? { token, customerId } : {};
}

/**
 * The shop of a call: the tab's own, so a write always goes to the shop the tab shows. Not on the sign-in calls
 * (`/auth/*`: sign-in answers the shop the operator last switched to), nor without a shop (signed out).
 */
export function shopHeaders(url: string, shop: string | null | undefined): Record<string, string> {
  return shop && !url.startsWith('/auth/') ? { [SHOP_HEADER]: shop } : {};
}

/** The server's ask for a new session token (docs/outside-interfaces.md 'Shopify'): the one sent had expired or was refused. */
function asksNewSessionToken(res: Response): boolean {
  return res.status === 401 && res.headers.get('x-shopify-retry-invalid-session-request') === '1';
}

/**
 * Every `/api` request goes out here with the caller's identity: in the Shopify admin's frame a fresh
 * session token per call (`Authorization: Bearer`), asked once more when the server refuses a stale
 * one, and never `X-Shop-Name` (the token's shop is the shop); on the console's own page the sign-in cookies'
 * `token` and `customerId` headers and the tab's shop.
 */
export async function apiFetch(url: string, init: RequestInit & { headers?: Record<string, string> } = {}): Promise<Response> {
  if (!inFrame()) return fetch(url, { ...init, headers: { ...identityHeaders(), ...shopHeaders(url, tabShop()?.name), ...init.headers } });
  const send = async () => fetch(url, { ...init, headers: { ...init.headers, authorization: `Bearer ${await sessionToken()}` } });
  const res = await send();
  return asksNewSessionToken(res) ? send() : res;
}
