import { z } from 'zod';
import { FLAGS } from './common/flags';
import { defineCall } from './common/call';

/** A shop's name (docs/several-shops.md): lower-case letters, digits and hyphens. */
export const SHOP_NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SHOP_NAME_RULE = 'A shop name is lower-case letters, digits and hyphens (e.g. employee-store-ca).';

/** The header a tab sends on every /api call to name the shop it shows (docs/several-shops.md). */
export const SHOP_HEADER = 'X-Shop-Name';

export const shopSummary = z.object({
  name: z.string(),
  /** The shop's `*.myshopify.com` domain, or `embedded` for a shop on the console's own store. */
  store: z.string(),
  /** The operator's flags in this shop. */
  flags: z.array(z.enum(FLAGS)),
  /** True for the shop this call acted on. */
  current: z.boolean(),
  /** The IANA zone the shop's times are shown in (its store's, else the configured one). */
  timeZone: z.string(),
});
export type ShopSummary = z.infer<typeof shopSummary>;

export const shopsContract = {
  /** The shops where the operator holds a flag, by name. */
  list: defineCall({
    method: 'GET',
    path: '/api/shops',
    access: 'operator',
    response: z.object({ shops: z.array(shopSummary) }),
  }),
  /** Makes a shop the operator's current one: sets the `shopName` and `_customApp` cookies. */
  setCurrent: defineCall({
    method: 'POST',
    path: '/api/shops/current',
    access: 'operator',
    body: z.object({ shop: z.string().trim().min(1, 'Shop is required.').max(100) }),
    response: z.object({ shopName: z.string(), flags: z.array(z.enum(FLAGS)) }),
  }),
};
