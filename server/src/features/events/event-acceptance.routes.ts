import type { FastifyInstance } from 'fastify';
import type { OrgContext } from '../../app-context';
import { publicPageOptions, sendPage } from '../../platform/public-page';
import { eventAcceptancePage } from './event-acceptance-page';
import { acceptEventInvite, eventLinkState } from './event-acceptance.service';

/** The public page of an event invitation's link (outside /api: no operator identity); always HTML. */
export function registerEventAcceptanceRoutes(app: FastifyInstance, org: OrgContext): void {
  const options = publicPageOptions(org.db, org.config.siteName, 'event invitation page');
  app.get<{ Params: { token: string } }>('/event-invite/:token', options, async (request, reply) => {
    return sendPage(reply, eventAcceptancePage(org.config, await eventLinkState(org, request.params.token), request.params.token));
  });
  app.post<{ Params: { token: string } }>('/event-invite/:token', options, async (request, reply) => {
    return sendPage(reply, eventAcceptancePage(org.config, await acceptEventInvite(org, request.params.token), request.params.token));
  });
}
