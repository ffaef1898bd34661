import type { FastifyInstance } from 'fastify';
import type { ShopContext } from '../../app-context';
import { publicPageOptions, sendPage } from '../../platform/public-page';
import { eventAcceptancePage } from './event-acceptance-page';
import { acceptEventInvite, eventLinkState } from './event-acceptance.service';

/** The public page of an event invitation's link (outside /api: no operator identity); always HTML. */
export function registerEventAcceptanceRoutes(app: FastifyInstance, ctx: ShopContext): void {
  const options = publicPageOptions(ctx.db, ctx.config.siteName, 'event invitation page');
  app.get<{ Params: { token: string } }>('/event-invite/:token', options, async (request, reply) => {
    return sendPage(reply, eventAcceptancePage(ctx.config, await eventLinkState(ctx, request.params.token), request.params.token));
  });
  app.post<{ Params: { token: string } }>('/event-invite/:token', options, async (request, reply) => {
    return sendPage(reply, eventAcceptancePage(ctx.config, await acceptEventInvite(ctx, request.params.token), request.params.token));
  });
}
