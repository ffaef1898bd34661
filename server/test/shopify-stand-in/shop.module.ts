import type { StandInModule } from './stand-in-module';

/**
 * The store's `shop`: one answer for every module that reads it (its currency for store credit, its
 * myshopify.com domain for the shop this install serves, which webhooks and session tokens name).
 */
export const shopModule: StandInModule = {
  name: 'shop',
  query: {
    shop: (_source, _args, ctx) => ({
      __typename: 'Shop',
      id: 'gid://shopify/Shop/1',
      currencyCode: 'USD',
      myshopifyDomain: ctx.shopDomain,
      ianaTimezone: ctx.timeZone,
    }),
  },
};
