import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { formField, publicPageOptions, sendPage } from '../../platform/public-page';
import { REDEMPTION_PATH, redemptionFormPage, redemptionResultPage } from './redemption-page';
import { redeemCode, type RedemptionForm } from './redemption.service';

/** The public page where people register with a code (outside /api: no operator identity). */
export function registerRedemptionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const options = publicPageOptions(ctx.config.siteName, 'registration code page');
  app.get<{ Querystring: { code?: string } }>(REDEMPTION_PATH, options, async (request, reply) => {
    return sendPage(reply, redemptionFormPage(ctx.config.siteName, { code: formField(request.query, 'code').slice(0, 40), firstName: '', lastName: '', email: '' }));
  });
  app.post(REDEMPTION_PATH, options, async (request, reply) => {
    const form: RedemptionForm = {
      code: formField(request.body, 'code'),
      firstName: formField(request.body, 'firstName'),
      lastName: formField(request.body, 'lastName'),
      email: formField(request.body, 'email'),
    };
    return sendPage(reply, redemptionResultPage(ctx.config.siteName, form, await redeemCode(ctx, form)));
  });
}
