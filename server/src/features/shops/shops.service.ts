import type { Flag } from '@console/contracts/common/flags';
import type { ShopSummary } from '@console/contracts/shops.contract';
import type { OrgContext, ShopContext } from '../../app-context';
import { defaultShopOf } from '../../platform/access';
import { HttpError } from '../../platform/http-error';
import type { ShopifyClient } from '../../integrations/shopify/shopify-client';
import { STORE_OF_SHOP } from './shops.graphql';
import { holdsFlagIn, operatorInShop, type Operator } from '../../platform/operators';

/** What a shop's store is called in the list: its `*.myshopify.com` domain, else its URL's host, else `embedded`. */
function storeOf(shop: ShopContext['shop']): string {
  if (shop.domain) return shop.domain;
  if (shop.storeUrl) {
    try {
      return new URL(shop.storeUrl).host;
    } catch {
      return shop.storeUrl;
    }
  }
  return 'embedded';
}

/** GET /api/shops: the shops where the operator holds a flag, by name (the registry's order), the call's marked current. */
export function listShops(ctx: ShopContext, operator: Operator): { shops: ShopSummary[] } {
  return {
    shops: ctx.shops
      .all()
      .filter((s) => holdsFlagIn(operator, s.shop.id))
      .map((s) => ({
        name: s.shop.name,
        store: storeOf(s.shop),
        flags: [...operatorInShop(operator, s.shop.id).flags],
        current: s.shop.id === ctx.shop.id,
        timeZone: s.shop.timeZone,
      })),
  };
}

/** A shop by name, reading the shops again once when this instance does not know it yet. */
async function findShop(org: OrgContext, name: string): Promise<ShopContext | undefined> {
  const known = org.shops.byName(name);
  if (known) return known;
  await org.shops.refresh();
  return org.shops.byName(name);
}

/** POST /api/shops/current: the shop to switch to, 404 when it is none, 403 when the operator holds no flag there. */
export async function switchShop(org: OrgContext, operator: Operator, name: string): Promise<{ shopName: string; flags: Flag[] }> {
  const shop = await findShop(org, name);
  if (!shop) throw new HttpError(404, `No shop named ${name}.`);
  if (!holdsFlagIn(operator, shop.shop.id)) throw new HttpError(403, 'You do not have access to this shop.');
  return { shopName: shop.shop.name, flags: [...operatorInShop(operator, shop.shop.id).flags] };
}

/**
 * The shop a sign-in answers (docs/several-shops.md): the one the operator last switched to (`wanted`, from the
 * `shopName` cookie or the tab's header) when it is a shop where they hold a flag, else the default shop.
 */
export async function shopOfSignIn(
  org: OrgContext,
  operator: Operator,
  wanted: string | undefined,
): Promise<{ shop: ShopContext; flags: Flag[] }> {
  const named = wanted ? await findShop(org, wanted) : undefined;
  const shop = named && holdsFlagIn(operator, named.shop.id) ? named : defaultShopOf(operator, org.shops);
  return { shop, flags: [...operatorInShop(operator, shop.shop.id).flags] };
}

/** The store's own domain and time zone, as the store answers them (read when a shop is added and at start). */
export async function storeOfShop(client: ShopifyClient): Promise<{ domain: string; timeZone: string }> {
  const answer = await client.request(STORE_OF_SHOP, {});
  return { domain: answer.shop.myshopifyDomain.toLowerCase(), timeZone: answer.shop.ianaTimezone };
}
