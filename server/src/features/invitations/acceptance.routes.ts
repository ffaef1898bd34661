import type { FastifyInstance } from 'fastify';
import type { OrgContext } from '../../app-context';
import { publicPageOptions, sendPage } from '../../platform/public-page';
import { acceptancePage } from './acceptance-page';
import { acceptInvitation, linkState } from './acceptance.service';

/**
 * The public acceptance page of an invitation e-mail's link (outside /api: no operator identity).
 * Every answer is a page for people, never a JSON error.
 */
export function registerAcceptanceRoutes(app: FastifyInstance, org: OrgContext): void {
  // Token guessing is hopeless (256 bits); the limit keeps a scanner from loading the database.
  const options = publicPageOptions(org.db, org.config.siteName, 'invitation page');
  app.get<{ Params: { token: string } }>('/invite/:token', options, async (request, reply) => {
    return sendPage(reply, acceptancePage(org.config, await linkState(org, request.params.token), request.params.token));
  });
  app.post<{ Params: { token: string } }>('/invite/:token', options, async (request, reply) => {
    return sendPage(reply, acceptancePage(org.config, await acceptInvitation(org, request.params.token), request.params.token));
  });
}
