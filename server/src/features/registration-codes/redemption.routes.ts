import type { FastifyInstance } from 'fastify';
import { CODE_MAX_LENGTH, REDEMPTION_PATH, REDEMPTION_SHOP_PARAM } from '@console/contracts/registration-codes.contract';
import type { OrgContext, ShopContext } from '../../app-context';
import { formField, limitHit, publicPageOptions, sendPage, shopStorefront } from '../../platform/public-page';
import { redemptionFormPage, redemptionResultPage, unknownShopPage } from './redemption-page';
import { redeemCode, type RedemptionForm } from './redemption.service';

/**
 * Attempts per code, from any address, across instances: a known code cannot be hammered from many
 * addresses (the per-address limit of every public page holds too).
 */
export const CODE_LIMIT = { max: 30, windowMs: 60_000 };

/**
 * The shop of a redemption page. A code is text a person types, not a global token, and the same
 * text may be a code of several shops, so the page's URL names its shop: `/register?shop=<name>&code=…`
 * (contracts `redemptionPagePath`), and the form posts back to `/register?shop=<name>`. A link without
 * `shop` was made before several shops: it is the first shop's. A name this instance does not know yet is
 * read again from the shops table (a shop just added elsewhere); one that is no shop answers a 404 page.
 */
async function pageShop(org: OrgContext, query: unknown): Promise<ShopContext | null> {
  const name = formField(query, REDEMPTION_SHOP_PARAM);
  if (!name) return org.shops.first();
  const known = org.shops.byName(name);
  if (known) return known;
  await org.shops.refresh();
  return org.shops.byName(name) ?? null;
}

/** The public page where people register with a code (outside /api: no operator identity). */
export function registerRedemptionRoutes(app: FastifyInstance, org: OrgContext): void {
  const site = org.config.siteName;
  const options = publicPageOptions(org.db, site, 'registration code page');
  app.get<{ Querystring: { code?: string; shop?: string } }>(REDEMPTION_PATH, options, async (request, reply) => {
    const ctx = await pageShop(org, request.query);
    if (!ctx) return sendPage(reply, unknownShopPage(site));
    return sendPage(
      reply,
      redemptionFormPage(site, ctx.shop.name, {
        code: formField(request.query, 'code').slice(0, 40),
        firstName: '',
        lastName: '',
        email: '',
      }),
    );
  });
  app.post<{ Querystring: { shop?: string } }>(REDEMPTION_PATH, options, async (request, reply) => {
    const ctx = await pageShop(org, request.query);
    if (!ctx) return sendPage(reply, unknownShopPage(site));
    const form: RedemptionForm = {
      code: formField(request.body, 'code'),
      firstName: formField(request.body, 'firstName'),
      lastName: formField(request.body, 'lastName'),
      email: formField(request.body, 'email'),
    };
    // Per code of a shop: the same text in another shop is another code.
    if (form.code) await limitHit(ctx.db, `register-code:${ctx.shop.id}:${form.code.slice(0, CODE_MAX_LENGTH).toLowerCase()}`, CODE_LIMIT);
    return sendPage(reply, redemptionResultPage(site, ctx.shop.name, shopStorefront(ctx), form, await redeemCode(ctx, form)));
  });
}
