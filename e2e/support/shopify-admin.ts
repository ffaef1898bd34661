import { createHmac } from 'node:crypto';
import { type Frame, type Page, type Response } from '@playwright/test';
import { sessionClaims, signSessionToken } from '../../server/test/session-token-support';
import { EMBEDDED_BASE_URL, EMBEDDED_SHOP, STORE_CLIENT_ID, STORE_CLIENT_SECRET } from './env';

/**
 * The Shopify admin as the embedded e2e sees it (docs/outside-interfaces.md 'Shopify'): a host page served as
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

/**
 * `?shop=…&host=…&embedded=1&id_token=…&hmac=…` as the admin opens the app (hmac: hex HMAC of the others, sorted). A
 * link into the app (`/apps/<app>/<path>?<query>`) keeps its own query: `own` is signed with the admin's parameters.
 */
export function launchQuery(sub: string, own: URLSearchParams = new URLSearchParams()): string {
  const params: Record<string, string> = {
    ...Object.fromEntries(own),
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

/**
 * App Bridge's stand-in, as strict as the real one (shopify.dev, "App Bridge" API and web components):
 * `window.shopify` is a Proxy that records every call into `window.__appBridge.calls` and throws on
 * any member the real global does not have or the console has no business using (`idToken`,
 * `toast.show` / `toast.hide`, `saveBar.show` / `hide` / `toggle` / `leaveConfirmation`); toast options
 * outside App Bridge's `ToastOptions` and a save bar id with no `<ui-save-bar>` of that id are refused.
 * `idToken()` signs HS256 in the browser. `<ui-nav-menu>`, `<ui-title-bar>` and `<ui-save-bar>` are
 * defined and drawn nowhere; the title bar's title and buttons are recorded as they change, and a child
 * it does not take (only `button`, `a`, `section`; `variant` only `primary` or `breadcrumb`) is recorded
 * as a violation.
 */
function appBridgeStub(sub: string): string {
  const claims = { iss: `https://${EMBEDDED_SHOP}/admin`, dest: `https://${EMBEDDED_SHOP}`, aud: STORE_CLIENT_ID, sub, sid: `e2e-${sub}` };
  return `(() => {
  const encoder = new TextEncoder();
  const base64url = (bytes) => btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');
  const part = (value) => base64url(encoder.encode(JSON.stringify(value)));
  const key = crypto.subtle.importKey('raw', encoder.encode(${JSON.stringify(STORE_CLIENT_SECRET)}), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const record = { calls: [], titleBars: [], violations: [], saveBarsShown: [] };
  window.__appBridge = record;
  const plain = (value) => typeof value === 'function' ? '[function]' : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)])) : value;
  const call = (name, args) => record.calls.push({ name, args: args.map(plain) });
  const strict = (path, target) => new Proxy(target, {
    get(object, property) {
      if (typeof property === 'symbol') return object[property];
      if (!Object.prototype.hasOwnProperty.call(object, property)) throw new TypeError('App Bridge stand-in: shopify.' + path + property + ' is not an API the console may use');
      return object[property];
    },
    set(object, property) { throw new TypeError('App Bridge stand-in: shopify.' + path + String(property) + ' is read-only'); },
  });
  const TOAST_OPTIONS = ['duration', 'isError', 'action', 'onAction', 'onDismiss'];
  let toasts = 0;
  const saveBarElement = (id) => {
    const element = document.getElementById(id);
    if (!element || element.localName !== 'ui-save-bar') throw new TypeError('App Bridge stand-in: no <ui-save-bar id="' + id + '">');
    return element;
  };
  const showSaveBar = (id, showing) => {
    record.saveBarsShown = showing ? [...new Set([...record.saveBarsShown, id])] : record.saveBarsShown.filter((shown) => shown !== id);
  };
  window.shopify = strict('', {
    async idToken() {
      call('idToken', []);
      const now = Math.floor(Date.now() / 1000);
      const unsigned = part({ alg: 'HS256', typ: 'JWT' }) + '.' + part({ ...${JSON.stringify(claims)}, exp: now + 60, nbf: now - 1, iat: now - 1, jti: String(Math.random()) });
      return unsigned + '.' + base64url(await crypto.subtle.sign('HMAC', await key, encoder.encode(unsigned)));
    },
    toast: strict('toast.', {
      show(message, options) {
        call('toast.show', [message, options]);
        if (typeof message !== 'string' || message === '') throw new TypeError('App Bridge stand-in: toast.show needs a message');
        for (const option of Object.keys(options ?? {})) if (!TOAST_OPTIONS.includes(option)) throw new TypeError('App Bridge stand-in: unknown toast option ' + option);
        return 'toast-' + ++toasts;
      },
      hide(id) { call('toast.hide', [id]); },
    }),
    saveBar: strict('saveBar.', {
      async show(id) { call('saveBar.show', [id]); saveBarElement(id); showSaveBar(id, true); },
      async hide(id) { call('saveBar.hide', [id]); saveBarElement(id); showSaveBar(id, false); },
      async toggle(id) { call('saveBar.toggle', [id]); saveBarElement(id); showSaveBar(id, !record.saveBarsShown.includes(id)); },
      async leaveConfirmation() { call('saveBar.leaveConfirmation', []); },
    }),
  });
  const hidden = (name, onChange) => customElements.define(name, class extends HTMLElement {
    connectedCallback() {
      this.style.display = 'none';
      if (!onChange) return;
      onChange(this);
      this.observer = new MutationObserver(() => onChange(this));
      this.observer.observe(this, { attributes: true, childList: true, subtree: true, characterData: true });
    }
    disconnectedCallback() { this.observer?.disconnect(); }
  });
  hidden('ui-nav-menu');
  hidden('ui-title-bar', (bar) => {
    const buttons = [];
    for (const child of bar.children) {
      if (!['button', 'a', 'section'].includes(child.localName)) record.violations.push('ui-title-bar takes no <' + child.localName + '>');
      const variant = child.getAttribute('variant');
      if (variant !== null && !['primary', 'breadcrumb'].includes(variant)) record.violations.push('ui-title-bar: no variant ' + variant);
      buttons.push({ label: child.textContent, variant, disabled: child.hasAttribute('disabled') });
    }
    record.titleBars.push({ title: bar.getAttribute('title'), buttons });
  });
  hidden('ui-save-bar', (bar) => {
    if (!bar.id) record.violations.push('ui-save-bar without an id');
    for (const child of bar.children) if (child.localName !== 'button') record.violations.push('ui-save-bar takes no <' + child.localName + '>');
  });
})();`;
}

/** What the console asked of App Bridge in this frame (see appBridgeStub). */
export interface AppBridgeRecord {
  calls: Array<{ name: string; args: unknown[] }>;
  titleBars: Array<{ title: string | null; buttons: Array<{ label: string; variant: string | null; disabled: boolean }> }>;
  violations: string[];
  saveBarsShown: string[];
}

export async function appBridgeRecord(frame: Frame): Promise<AppBridgeRecord> {
  return frame.evaluate(() => (window as unknown as { __appBridge: AppBridgeRecord }).__appBridge);
}

/** The admin relays a click on its title bar's primary button to the button in the frame's `<ui-title-bar>`. */
export async function clickTitleBarPrimary(frame: Frame): Promise<void> {
  await frame.locator('ui-title-bar > button[variant="primary"]').dispatchEvent('click');
}

/** The admin relays Save or Discard on its save bar to the matching button of the shown `<ui-save-bar>`. */
export async function clickSaveBar(frame: Frame, which: 'Save' | 'Discard'): Promise<void> {
  const { saveBarsShown } = await appBridgeRecord(frame);
  const id = saveBarsShown.at(-1);
  if (!id) throw new Error('e2e: no save bar is shown');
  await frame
    .locator(`ui-save-bar[id="${id}"] > button${which === 'Save' ? '[variant="primary"]' : ':not([variant])'}`)
    .dispatchEvent('click');
}

/** A host page at `origin` framing the console's launch URL. */
function hostPage(frameSrc: string): string {
  return `<!doctype html><html><head><title>Shopify admin</title></head><body style="margin:0"><iframe title="${FRAME_TITLE}" src="${frameSrc}" style="width:1280px;height:760px;border:0"></iframe></body></html>`;
}

/**
 * Opens the console in the admin's frame as this staff member at `route` (a path, with its own query if it has one);
 * answers the frame and the console's answer to the launch (its CSP is the pinned one).
 */
export async function openInAdmin(
  page: Page,
  sub: string,
  route = '/',
  parent = ADMIN_APP_URL,
): Promise<{ frame: Frame; launch: Response }> {
  const [pathname = '/', query = ''] = route.split('?');
  const frameSrc = `${EMBEDDED_BASE_URL}${pathname}${launchQuery(sub, new URLSearchParams(query))}`;
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
