import { sql } from 'kysely';
import { parseFlags } from '@console/contracts/common/flags';
import type { ShopifyConfig } from '../../platform/config';
import type { Db } from '../../platform/db';
import type { Operator } from '../../platform/operators';
import type { ShopifyClient } from '../../integrations/shopify/shopify-client';
import { verifySessionToken } from './session-token';
import { exchangeSessionToken, ONLINE_TOKEN } from './token-exchange';
import { installShop } from './install-shop';

export type EmbeddedAnswer = { kind: 'operator'; operator: Operator } | { kind: 'invalid' } | { kind: 'no-operator' };

export interface EmbeddedIdentity {
  /** Who a session token from the admin frame speaks for. */
  identify(sessionToken: string): Promise<EmbeddedAnswer>;
  /** `<shop>.myshopify.com`: the shop this install serves. */
  shop(): Promise<string>;
}

/** The app's install on the store: after app/uninstalled, a granted token exchange means it is installed again. */
export interface InstallHooks {
  uninstalled(): Promise<boolean>;
  /** A staff member's first token exchange succeeded: the app is installed (resume what an uninstall stopped; keep an offline token). */
  exchanged(sessionToken: string): Promise<void>;
}

export function createEmbeddedIdentity(db: Db, config: ShopifyConfig, client: ShopifyClient, install: InstallHooks | null = null): EmbeddedIdentity {
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
      if (install && (await install.uninstalled())) emails.delete(claims.sub);
      const email = await emailOf(claims.sub, sessionToken);
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
