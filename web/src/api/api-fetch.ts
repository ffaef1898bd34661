import { getCookie } from './cookies';
import { inFrame, sessionToken } from './embedded-frame';

/** The `token` and `customerId` headers, when both cookies exist. */
export function identityHeaders(): Record<string, string> {
  const token = getCookie('customerToken');
  const customerId = getCookie('_c_id');
  return token && customerId ? { token, customerId } : {};
}

/** The server's ask for a new session token (DESIGN.md §10): the one sent had expired or was refused. */
function asksNewSessionToken(res: Response): boolean {
  return res.status === 401 && res.headers.get('x-shopify-retry-invalid-session-request') === '1';
}

/**
 * Every `/api` request goes out here with the caller's identity: in the Shopify admin's frame a fresh
 * session token per call (`Authorization: Bearer`), asked once more when the server refuses a stale
 * one; on the console's own page the sign-in cookies' `token` and `customerId` headers.
 */
export async function apiFetch(url: string, init: RequestInit & { headers?: Record<string, string> } = {}): Promise<Response> {
  if (!inFrame()) return fetch(url, { ...init, headers: { ...identityHeaders(), ...init.headers } });
  const send = async () => fetch(url, { ...init, headers: { ...init.headers, authorization: `Bearer ${await sessionToken()}` } });
  const res = await send();
  return asksNewSessionToken(res) ? send() : res;
}
