import type { FastifyInstance } from 'fastify';
import { CODE_MAX_LENGTH, REDEMPTION_PATH } from '@console/contracts/registration-codes.contract';
import type { ShopContext } from '../../app-context';
import { formField, limitHit, publicPageOptions, sendPage, storefrontOf } from '../../platform/public-page';
import { redemptionFormPage, redemptionResultPage } from './redemption-page';
import { redeemCode, type RedemptionForm } from './redemption.service';

/**
 * Attempts per code, from any address, across instances: a known code cannot be hammered from many
 * addresses (the per-address limit of every public page holds too).
 */
export const CODE_LIMIT = { max: 30, windowMs: 60_000 };

/** The public page where people register with a code (outside /api: no operator identity). */
export function registerRedemptionRoutes(app: FastifyInstance, ctx: ShopContext): void {
  const options = publicPageOptions(ctx.db, ctx.config.siteName, 'registration code page');
  app.get<{ Querystring: { code?: string } }>(REDEMPTION_PATH, options, async (request, reply) => {
    return sendPage(
      reply,
      redemptionFormPage(ctx.config.siteName, {
        code: formField(request.query, 'code').slice(0, 40),
        firstName: '',
        lastName: '',
        email: '',
      }),
    );
  });
  app.post(REDEMPTION_PATH, options, async (request, reply) => {
    const form: RedemptionForm = {
      code: formField(request.body, 'code'),
      firstName: formField(request.body, 'firstName'),
      lastName: formField(request.body, 'lastName'),
      email: formField(request.body, 'email'),
    };
    if (form.code) await limitHit(ctx.db, `register-code:${form.code.slice(0, CODE_MAX_LENGTH).toLowerCase()}`, CODE_LIMIT);
    return sendPage(reply, redemptionResultPage(ctx.config.siteName, storefrontOf(ctx.config), form, await redeemCode(ctx, form)));
  });
}
