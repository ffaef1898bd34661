import type { FastifyInstance } from 'fastify';
import type { OrgContext } from '../../app-context';
import { formField, publicPageOptions, sendPage } from '../../platform/public-page';
import { entryPage, entryPath } from './entry-page';
import { enterGiveaway, giveawayState } from './entry.service';

/** The public page where people enter a giveaway (outside /api: no operator identity). */
export function registerEntryRoutes(app: FastifyInstance, org: OrgContext): void {
  const options = publicPageOptions(org.db, org.config.siteName, 'giveaway page');
  const site = org.config.siteName;
  // Old links by id (/giveaway/12) find nothing: ids can be counted, so they open no page (docs/decisions.md).
  app.get<{ Params: { token: string } }>(entryPath(':token'), options, async (request, reply) => {
    return sendPage(reply, entryPage(site, await giveawayState(org, request.params.token)));
  });
  app.post<{ Params: { token: string } }>(entryPath(':token'), options, async (request, reply) => {
    const form = { name: formField(request.body, 'name'), email: formField(request.body, 'email') };
    return sendPage(reply, entryPage(site, await enterGiveaway(org, request.params.token, form), form));
  });
}
