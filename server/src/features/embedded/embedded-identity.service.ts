import type { OrgContext, ShopContext } from '../../app-context';
import type { EmbeddedAnswer, EmbeddedIdentity } from '../../platform/access';
import { loadOperator, operatorByEmailAnyCase } from '../../platform/operators';
import type { ShopId } from '../../platform/shop-id';
import { destShop, verifySessionToken } from './session-token';
import { ShopifyUnavailable } from '../../integrations/shopify/shopify-errors';
import { exchangeSessionToken, ONLINE_TOKEN, TokenExchangeRefused } from './token-exchange';

/** After app/uninstalled the store no longer exchanges tokens for us: only opening the app from the admin installs it again. */
const OPEN_AGAIN_MESSAGE =
  "The app was uninstalled from this store. Open it again from the store's admin (Apps) to install it, then reload.";

/** The app's install on one shop's store: after app/uninstalled, a granted token exchange means it is installed again. */
export interface InstallHooks {
  uninstalled(): Promise<boolean>;
  /** A staff member's first token exchange succeeded: the app is installed (resume what an uninstall stopped; keep an offline token). */
  exchanged(sessionToken: string): Promise<void>;
}

/** The app's credentials (SHOPIFY_CLIENT_ID/SECRET): one app, installed on every connected shop's store. */
export interface AppCredentials {
  clientId: string;
  clientSecret: string;
}

/**
 * Who a session token from the admin frame is (docs/outside-interfaces.md 'Shopify', §11): the token's `dest` names the shop
 * (a shop of this install by its domain, else 403 `unknown-shop`), the staff member's e-mail comes from a
 * token exchange with THAT shop's store, and the operator's flags are those of that shop.
 */
export function createEmbeddedIdentity(
  org: OrgContext,
  app: AppCredentials,
  installOf: ((shop: ShopContext) => InstallHooks | null) | null = null,
): EmbeddedIdentity {
  // One exchange per shop and staff member (by the token's `sub`, a user id of that store), kept for the life of the process.
  const emails = new Map<string, Promise<string | null>>();
  const installs = new Map<ShopId, InstallHooks | null>();
  function installFor(shop: ShopContext): InstallHooks | null {
    if (!installOf) return null;
    let hooks = installs.get(shop.shop.id);
    if (hooks === undefined) installs.set(shop.shop.id, (hooks = installOf(shop)));
    return hooks;
  }
  function emailOf(shop: ShopContext, sub: string, sessionToken: string): Promise<string | null> {
    const key = `${shop.shop.id}:${sub}`;
    let known = emails.get(key);
    if (!known) {
      const store = shop.shopify?.config;
      if (!store) return Promise.resolve(null);
      const install = installFor(shop);
      known = exchangeSessionToken({ ...store, clientId: app.clientId, clientSecret: app.clientSecret }, sessionToken, ONLINE_TOKEN).then(
        async (t) => {
          await install?.exchanged(sessionToken);
          return t.email;
        },
      );
      emails.set(key, known);
      known.catch(() => emails.delete(key));
    }
    return known;
  }
  /** The shop of a domain, reading the shops again once when this instance does not know it (added on another instance). */
  async function shopOf(domain: string): Promise<ShopContext | undefined> {
    const known = org.shops.byDomain(domain);
    if (known) return known;
    await org.shops.refresh();
    return org.shops.byDomain(domain);
  }
  return {
    async identify(sessionToken) {
      const claims = verifySessionToken(sessionToken, { clientId: app.clientId, clientSecret: app.clientSecret });
      const domain = claims ? destShop(claims) : null;
      if (!claims || !domain) return { kind: 'invalid' };
      const shop = await shopOf(domain);
      // A genuine token of our app from a store that is no shop here (the app installed on a store not added yet).
      if (!shop || !shop.shopify) return { kind: 'unknown-shop', domain };
      const install = installFor(shop);
      // Uninstalled since the staff member's exchange: the store is asked again, as on a new install.
      const uninstalled = install ? await install.uninstalled() : false;
      if (uninstalled) emails.delete(`${shop.shop.id}:${claims.sub}`);
      let email: string | null;
      try {
        email = await emailOf(shop, claims.sub, sessionToken);
      } catch (err) {
        return exchangeFailure(err, uninstalled);
      }
      if (!email) return { kind: 'no-operator' };
      const row = await operatorByEmailAnyCase(org.db, email);
      if (!row || row.disabled === 1) return { kind: 'no-operator' };
      return { kind: 'operator', operator: await loadOperator(org.db, row, shop.shop.id), shop };
    },
  };
}

/**
 * Why the exchange failed, as the frame is told (never a 500): a staff member the store does not know
 * (its `invalid_subject_token` for a verified token) is answered like one with no operator here.
 */
function exchangeFailure(err: unknown, uninstalled: boolean): EmbeddedAnswer {
  if (err instanceof ShopifyUnavailable)
    return { kind: 'unavailable', message: 'The store did not answer when asked who you are. Try again in a moment.' };
  if (!(err instanceof TokenExchangeRefused)) throw err;
  if (uninstalled) return { kind: 'refused', message: OPEN_AGAIN_MESSAGE };
  if (err.status === 400 && err.code === 'invalid_subject_token') return { kind: 'no-operator' };
  return {
    kind: 'refused',
    message: `The store refused to say who you are (token exchange: ${err.status}${err.code ? ` ${err.code}` : ''}). Ask the console administrator to check the app's client id and secret.`,
  };
}
