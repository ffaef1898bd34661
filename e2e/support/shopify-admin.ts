import { createHmac } from 'node:crypto';
import { type Frame, type Page, type Response } from '@playwright/test';
import { sessionClaims, signSessionToken } from '../../server/test/session-token-support';
import { EMBEDDED_BASE_URL, EMBEDDED_SHOP, STORE_CLIENT_ID, STORE_CLIENT_SECRET } from './env';

/**
 * The Shopify admin as the embedded e2e sees it (DESIGN.md §10): a host page served as
 * `https://admin.shopify.com/store/<shop>/apps/…` by request routing, framing the console with the
 * launch parameters, and the App Bridge CDN script answered by a stub whose `shopify.idToken()`
 * signs session tokens with the test app's secret for one staff member.
 */
export const ADMIN_ORIGIN = 'https://admin.shopify.com';
const STORE_HANDLE = EMBEDDED_SHOP.replace('.myshopify.com', '');
const ADMIN_APP_URL = `${ADMIN_ORIGIN}/store/${STORE_HANDLE}/apps/shop-console`;
const APP_BRIDGE_URL = 'https://cdn.shopify.com/shopifycloud/app-bridge.js';
export const FRAME_TITLE = 'Shop console';

/** A session token of this app and shop for a staff member, signed here (Node). */
export function staffSessionToken(sub: string): string {
  return signSessionToken(STORE_CLIENT_SECRET, sessionClaims(STORE_CLIENT_ID, EMBEDDED_SHOP, sub));
}

/** `?shop=…&host=…&embedded=1&id_token=…&hmac=…` as the admin opens the app (hmac: hex HMAC of the others, sorted). */
export function launchQuery(sub: string): string {
  const params: Record<string, string> = {
    embedded: '1',
    host: Buffer.from(`admin.shopify.com/store/${STORE_HANDLE}`).toString('base64url'),
    id_token: staffSessionToken(sub),
    locale: 'en',
    session: `e2e-${sub}`,
    shop: EMBEDDED_SHOP,
    timestamp: String(Math.floor(Date.now() / 1000)),
  };
  const message = Object.keys(params)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  const hmac = createHmac('sha256', STORE_CLIENT_SECRET).update(message).digest('hex');
  return `?${new URLSearchParams({ ...params, hmac }).toString()}`;
}

/** App Bridge's stand-in: `window.shopify.idToken()` signs HS256 in the browser; `<ui-nav-menu>` is defined and drawn nowhere. */
function appBridgeStub(sub: string): string {
  const claims = { iss: `https://${EMBEDDED_SHOP}/admin`, dest: `https://${EMBEDDED_SHOP}`, aud: STORE_CLIENT_ID, sub, sid: `e2e-${sub}` };
  return `(() => {
  const encoder = new TextEncoder();
  const base64url = (bytes) => btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');
  const part = (value) => base64url(encoder.encode(JSON.stringify(value)));
  const key = crypto.subtle.importKey('raw', encoder.encode(${JSON.stringify(STORE_CLIENT_SECRET)}), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  window.shopify = {
    idTokenCalls: 0,
    async idToken() {
      this.idTokenCalls += 1;
      const now = Math.floor(Date.now() / 1000);
      const unsigned = part({ alg: 'HS256', typ: 'JWT' }) + '.' + part({ ...${JSON.stringify(claims)}, exp: now + 60, nbf: now - 1, iat: now - 1, jti: String(Math.random()) });
      return unsigned + '.' + base64url(await crypto.subtle.sign('HMAC', await key, encoder.encode(unsigned)));
    },
  };
  customElements.define('ui-nav-menu', class extends HTMLElement {
    connectedCallback() { this.style.display = 'none'; }
  });
})();`;
}

/** A host page at `origin` framing the console's launch URL. */
function hostPage(frameSrc: string): string {
  return `<!doctype html><html><head><title>Shopify admin</title></head><body style="margin:0"><iframe title="${FRAME_TITLE}" src="${frameSrc}" style="width:1280px;height:760px;border:0"></iframe></body></html>`;
}

/**
 * Opens the console in the admin's frame as this staff member at `route`; answers the frame and the
 * console's answer to the launch (its CSP is the pinned one).
 */
export async function openInAdmin(
  page: Page,
  sub: string,
  route = '/',
  parent = ADMIN_APP_URL,
): Promise<{ frame: Frame; launch: Response }> {
  const frameSrc = `${EMBEDDED_BASE_URL}${route}${launchQuery(sub)}`;
  // The console runs on loopback here (a real one is on a public https host): the admin page may reach it.
  await page.context().grantPermissions(['local-network-access'], { origin: new URL(parent).origin });
  await page.route(`${new URL(parent).origin}/**`, (r) => r.fulfill({ contentType: 'text/html', body: hostPage(frameSrc) }));
  await page.route(APP_BRIDGE_URL, (r) => r.fulfill({ contentType: 'text/javascript', body: appBridgeStub(sub) }));
  const launch = page.waitForResponse((r) => r.url() === frameSrc);
  await page.goto(parent);
  const response = await launch;
  const frame = await page
    .getByTitle(FRAME_TITLE)
    .elementHandle()
    .then((el) => el?.contentFrame());
  if (!frame) throw new Error('e2e: the admin page has no console frame');
  return { frame, launch: response };
}
