import { sql } from 'kysely';
import { parseFlags } from '@console/contracts/common/flags';
import type { ShopifyConfig } from '../../platform/config';
import type { Db } from '../../platform/db';
import type { EmbeddedAnswer, EmbeddedIdentity } from '../../platform/access';
import type { ShopifyClient } from '../../integrations/shopify/shopify-client';
import { verifySessionToken } from './session-token';
import { ShopifyUnavailable } from '../../integrations/shopify/shopify-errors';
import { exchangeSessionToken, ONLINE_TOKEN, TokenExchangeRefused } from './token-exchange';
import { installShop } from '../../integrations/shopify/shopify-install-shop';

/** After app/uninstalled the store no longer exchanges tokens for us: only opening the app from the admin installs it again. */
const OPEN_AGAIN_MESSAGE =
  "The app was uninstalled from this store. Open it again from the store's admin (Apps) to install it, then reload.";

/** The app's install on the store: after app/uninstalled, a granted token exchange means it is installed again. */
export interface InstallHooks {
  uninstalled(): Promise<boolean>;
  /** A staff member's first token exchange succeeded: the app is installed (resume what an uninstall stopped; keep an offline token). */
  exchanged(sessionToken: string): Promise<void>;
}

export function createEmbeddedIdentity(
  db: Db,
  config: ShopifyConfig,
  client: ShopifyClient,
  install: InstallHooks | null = null,
): EmbeddedIdentity {
  const shop = () => installShop(config, client);
  // One exchange per staff member (by the token's `sub`), kept for the life of the process.
  const emails = new Map<string, Promise<string | null>>();

  function emailOf(sub: string, sessionToken: string): Promise<string | null> {
    let known = emails.get(sub);
    if (!known) {
      known = exchangeSessionToken(config, sessionToken, ONLINE_TOKEN).then(async (t) => {
        await install?.exchanged(sessionToken);
        return t.email;
      });
      emails.set(sub, known);
      known.catch(() => emails.delete(sub));
    }
    return known;
  }

  return {
    shop,
    async identify(sessionToken) {
      if (!config.clientId || !config.clientSecret) return { kind: 'invalid' };
      const claims = verifySessionToken(sessionToken, { clientId: config.clientId, clientSecret: config.clientSecret, shop: await shop() });
      if (!claims) return { kind: 'invalid' };
      // Uninstalled since the staff member's exchange: the store is asked again, as on a new install.
      const uninstalled = install ? await install.uninstalled() : false;
      if (uninstalled) emails.delete(claims.sub);
      let email: string | null;
      try {
        email = await emailOf(claims.sub, sessionToken);
      } catch (err) {
        return exchangeFailure(err, uninstalled);
      }
      if (!email) return { kind: 'no-operator' };
      const row = await db
        .selectFrom('operators')
        .select(['id', 'email', 'flags', 'disabled'])
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirst();
      if (!row || row.disabled === 1) return { kind: 'no-operator' };
      return { kind: 'operator', operator: { id: row.id, email: row.email, flags: parseFlags(row.flags) } };
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
