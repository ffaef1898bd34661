import type { ShopContext } from '../../app-context';
import { writeAudit } from '../../platform/audit';
import { nowIso, type DbOrTrx } from '../../platform/db';
import { getSetting, putSetting } from '../../platform/settings';
import type { WebhookDelivery } from '../../platform/webhook-topics';
import type { ShopId } from '../../platform/shop-id';

/** When the store last told us (app/uninstalled) that the app was removed; empty once it is back. */
export const UNINSTALLED_KEY = 'store-sync.uninstalled-at';

/** Why store work did not run, on the Store sync screen and in answers. */
export const APP_UNINSTALLED =
  'The app is uninstalled from the store: nothing is sent to the store until it is installed and opened again.';

export async function uninstalledAt(db: DbOrTrx, shop: ShopId): Promise<string | null> {
  return (await getSetting(db, shop, UNINSTALLED_KEY)) || null;
}

/**
 * For background work (reconciliation, repair, loads, subscriptions, queued writes): after
 * app/uninstalled the store has revoked our tokens, so nothing calls it until the app is installed
 * and opened again (docs/outside-interfaces.md 'Shopify'). A queued write is left pending, never dropped.
 */
export async function storeCallsStopped(ctx: ShopContext, what: string): Promise<boolean> {
  const since = await uninstalledAt(ctx.db, ctx.shop.id);
  if (since) ctx.log.info({ uninstalledAt: since }, `${what} waits: the app is uninstalled from the store`);
  return since !== null;
}

/** Several instances share the setting: each trusts what it read for this long at most. */
const GATE_CACHE_MS = 3_000;
// Per database handle, then per shop: each shop's store is installed or not on its own.
const gateCache = new WeakMap<object, Map<ShopId, { until: number; stopped: Promise<boolean> }>>();

/** The Shopify client's gate: whether the app is uninstalled, read from settings at most every few seconds. */
export function storeUninstalled(db: DbOrTrx, shop: ShopId): Promise<boolean> {
  let shops = gateCache.get(db);
  if (!shops) gateCache.set(db, (shops = new Map()));
  const hit = shops.get(shop);
  if (hit && hit.until > Date.now()) return hit.stopped;
  const stopped = uninstalledAt(db, shop).then((since) => since !== null);
  const entry = { until: Date.now() + GATE_CACHE_MS, stopped };
  shops.set(shop, entry);
  stopped.catch(() => {
    if (shops.get(shop) === entry) shops.delete(shop);
  });
  return stopped;
}

/** After an uninstall or a resume this instance reads the setting again at once. */
export function forgetStoreUninstalled(db: DbOrTrx, shop: ShopId): void {
  gateCache.get(db)?.delete(shop);
}

/** app/uninstalled: background calls to this shop's store stop (its webhook job carries the shop); the Store sync screen says so. */
export async function recordUninstall(ctx: ShopContext, delivery: WebhookDelivery): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    if (await uninstalledAt(trx, ctx.shop.id)) return;
    await putSetting(trx, ctx.shop.id, UNINSTALLED_KEY, delivery.receivedAt, nowIso());
    await writeAudit(trx, {
      shop: ctx.shop.id,
      operatorId: null,
      action: 'store-sync.app-uninstalled',
      target: delivery.shopDomain,
      after: { eventId: delivery.eventId },
    });
  });
  forgetStoreUninstalled(ctx.db, ctx.shop.id);
}
