import type { Config, ShopifyConfig } from '../../platform/config';
import { nowIso, type Db } from '../../platform/db';
import { openSecret, sealSecret } from '../../platform/secrets';
import { getSetting, putSetting } from '../../platform/settings';
import type { ShopId } from '../../platform/shop-id';
import { exchangeSessionToken, OFFLINE_TOKEN } from './token-exchange';

/** The offline Admin API token, sealed with the console's secrets key like the transfer passwords; one per shop (its settings). */
const OFFLINE_TOKEN_KEY = 'shopify.offline-token';

type SealingConfig = Pick<Config, 'secretsKey' | 'dataDir' | 'databaseUrl'>;

export async function storedOfflineToken(db: Db, shop: ShopId, keys: SealingConfig): Promise<string | null> {
  const sealed = await getSetting(db, shop, OFFLINE_TOKEN_KEY);
  return sealed ? openSecret(keys, sealed) : null;
}

/**
 * docs/outside-interfaces.md 'Shopify': where the app may not use the client-credentials grant, background work runs on an
 * offline token got by token exchange the first time a staff member opens the app in that shop's admin.
 * Kept sealed at rest, per shop; asked for again only when the shop has none.
 */
export async function keepOfflineToken(
  db: Db,
  shop: ShopId,
  keys: SealingConfig,
  shopify: ShopifyConfig,
  sessionToken: string,
): Promise<boolean> {
  if (await getSetting(db, shop, OFFLINE_TOKEN_KEY)) return false;
  const { accessToken } = await exchangeSessionToken(shopify, sessionToken, OFFLINE_TOKEN);
  await putSetting(db, shop, OFFLINE_TOKEN_KEY, sealSecret(keys, accessToken), nowIso());
  return true;
}
