import type { Config, ShopifyConfig } from '../../platform/config';
import { nowIso, type Db } from '../../platform/db';
import { openSecret, sealSecret } from '../../platform/secrets';
import { getSetting, putSetting } from '../../platform/settings';
import { exchangeSessionToken, OFFLINE_TOKEN } from './token-exchange';

/** The offline Admin API token, sealed with the console's secrets key like the transfer passwords. */
const OFFLINE_TOKEN_KEY = 'shopify.offline-token';

type SealingConfig = Pick<Config, 'secretsKey' | 'dataDir' | 'databaseUrl'>;

export async function storedOfflineToken(db: Db, keys: SealingConfig): Promise<string | null> {
  const sealed = await getSetting(db, OFFLINE_TOKEN_KEY);
  return sealed ? openSecret(keys, sealed) : null;
}

/**
 * DESIGN.md §10: where the app may not use the client-credentials grant, background work runs on an
 * offline token got by token exchange the first time a staff member opens the app. Kept sealed at
 * rest; asked for again only when none is kept.
 */
export async function keepOfflineToken(db: Db, keys: SealingConfig, shopify: ShopifyConfig, sessionToken: string): Promise<boolean> {
  if (await getSetting(db, OFFLINE_TOKEN_KEY)) return false;
  const { accessToken } = await exchangeSessionToken(shopify, sessionToken, OFFLINE_TOKEN);
  await putSetting(db, OFFLINE_TOKEN_KEY, sealSecret(keys, accessToken), nowIso());
  return true;
}
