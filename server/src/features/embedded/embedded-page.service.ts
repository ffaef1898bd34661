import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ShopContext, ShopRegistry } from '../../app-context';
import { STORE_NOT_CONNECTED } from '../../platform/access';
import { publicPage, type Page } from '../../platform/public-page';

export const APP_BRIDGE_URL = 'https://cdn.shopify.com/shopifycloud/app-bridge.js';

/** The admin's launch parameters are genuine: `hmac` is the hex HMAC-SHA256 of the others, sorted, keyed with the client secret. */
export function launchHmacValid(query: Record<string, unknown>, secret: string): boolean {
  const given = query.hmac;
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  const message = Object.keys(query)
    .filter((k) => k !== 'hmac')
    .sort()
    .map((k) => `${k}=${String(query[k])}`)
    .join('&');
  const expected = createHmac('sha256', secret).update(message).digest();
  return timingSafeEqual(Buffer.from(given, 'hex'), expected);
}

/** Seconds a launch's `timestamp` may be off our clock either way (Shopify's libraries allow about 90). */
const LAUNCH_SKEW_SECONDS = 90;

/** The launch's `timestamp` (Unix seconds) is within the skew of now: an old signed link cannot frame the app again. */
function launchIsFresh(query: Record<string, unknown>, nowMs = Date.now()): boolean {
  const stamp = typeof query.timestamp === 'string' && /^\d{1,12}$/.test(query.timestamp) ? Number(query.timestamp) : Number.NaN;
  return Number.isFinite(stamp) && Math.abs(nowMs / 1000 - stamp) <= LAUNCH_SKEW_SECONDS;
}

/** The admin's launch parameters, genuine and fresh (whichever store they name). */
export function launchIsGenuine(query: Record<string, unknown>, secret: string, nowMs = Date.now()): boolean {
  return (
    query.embedded === '1' &&
    typeof query.shop === 'string' &&
    typeof query.host === 'string' &&
    launchIsFresh(query, nowMs) &&
    launchHmacValid(query, secret)
  );
}

/** A genuine launch: for a shop of this install, or for a store that is none (answered 403 with {@link storeNotConnectedPage}). */
export type EmbeddedLaunch = { kind: 'shop'; shop: ShopContext; domain: string } | { kind: 'unknown-shop'; domain: string };

/**
 * A request the admin makes, just now, to open the app in its frame (docs/outside-interfaces.md 'Shopify', §11): null when it is
 * not one (the page is served as any other). The store is found by its domain among the install's shops,
 * reading the shops again once when this instance does not know it (added on another instance).
 */
export async function isEmbeddedLaunch(
  query: Record<string, unknown>,
  shops: ShopRegistry,
  secret: string,
  nowMs = Date.now(),
): Promise<EmbeddedLaunch | null> {
  if (!launchIsGenuine(query, secret, nowMs)) return null;
  const domain = String(query.shop).toLowerCase();
  let shop = shops.byDomain(domain);
  if (!shop) {
    await shops.refresh();
    shop = shops.byDomain(domain);
  }
  return shop?.shopify ? { kind: 'shop', shop, domain } : { kind: 'unknown-shop', domain };
}

/** The 403 page of a launch from a store that is no shop of this install (frame-ancestors stays 'none'). */
export function storeNotConnectedPage(site: string): Page {
  return publicPage(403, site, 'Store not connected', `<p>${STORE_NOT_CONNECTED}</p>`);
}

/** index.html with App Bridge first in <head>, after the meta tag carrying the client id (docs/outside-interfaces.md 'Shopify'). */
export function embeddedHtml(indexHtml: string, clientId: string): string {
  const escaped = clientId.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
  return indexHtml.replace(
    /<head>/i,
    `<head><meta name="shopify-api-key" content="${escaped}" /><script src="${APP_BRIDGE_URL}"></script>`,
  );
}

/** The page's CSP: the frame may be the launching shop's admin (`<shop>.myshopify.com`, a shop of this install), and App Bridge's script may load. */
export function embeddedCsp(csp: string, shop: string): string {
  return csp
    .replace(/frame-ancestors 'none'/, `frame-ancestors https://${shop} https://admin.shopify.com`)
    .replace(/script-src 'self'/, `script-src 'self' ${APP_BRIDGE_URL}`);
}
