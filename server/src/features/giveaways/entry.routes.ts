import type { FastifyInstance } from 'fastify';
import type { ShopContext } from '../../app-context';
import { formField, publicPageOptions, sendPage } from '../../platform/public-page';
import { entryPage, entryPath } from './entry-page';
import { enterGiveaway, giveawayState } from './entry.service';

/** The public page where people enter a giveaway (outside /api: no operator identity). */
export function registerEntryRoutes(app: FastifyInstance, ctx: ShopContext): void {
  const options = publicPageOptions(ctx.db, ctx.config.siteName, 'giveaway page');
  const site = ctx.config.siteName;
  // Old links by id (/giveaway/12) find nothing: ids can be counted, so they open no page (docs/decisions.md).
  app.get<{ Params: { token: string } }>(entryPath(':token'), options, async (request, reply) => {
    return sendPage(reply, entryPage(site, await giveawayState(ctx, request.params.token)));
  });
  app.post<{ Params: { token: string } }>(entryPath(':token'), options, async (request, reply) => {
    const form = { name: formField(request.body, 'name'), email: formField(request.body, 'email') };
    return sendPage(reply, entryPage(site, await enterGiveaway(ctx, request.params.token, form), form));
  });
}
