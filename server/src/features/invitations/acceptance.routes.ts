import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { acceptancePage, failurePage, type Page } from './acceptance-page';
import { acceptInvitation, linkState } from './acceptance.service';

/** Token guessing is hopeless (256 bits); the limit keeps a scanner from loading the database. */
const RATE_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };

function send(reply: FastifyReply, result: Page): FastifyReply {
  // The link is a credential: never cached, never passed on as a referrer.
  return reply.code(result.status).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').type('text/html; charset=utf-8').send(result.html);
}

/**
 * The public acceptance page of an invitation e-mail's link (outside /api: no operator identity).
 * Every answer is a page for people, never a JSON error.
 */
export function registerAcceptanceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const options = {
    config: RATE_LIMIT,
    errorHandler(error: Error & { statusCode?: number }, request: FastifyRequest, reply: FastifyReply) {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error({ err: error }, 'invitation page failed');
      return send(reply, failurePage(ctx.config, status));
    },
  };
  app.get<{ Params: { token: string } }>('/invite/:token', options, async (request, reply) => {
    return send(reply, acceptancePage(ctx.config, await linkState(ctx, request.params.token), request.params.token));
  });
  app.post<{ Params: { token: string } }>('/invite/:token', options, async (request, reply) => {
    return send(reply, acceptancePage(ctx.config, await acceptInvitation(ctx, request.params.token), request.params.token));
  });
}
