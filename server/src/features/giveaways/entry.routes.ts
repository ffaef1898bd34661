import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { formField, publicPageOptions, sendPage } from '../../platform/public-page';
import { entryPage, entryPath } from './entry-page';
import { enterGiveaway, giveawayState } from './entry.service';

/** The public page where people enter a giveaway (outside /api: no operator identity). */
export function registerEntryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const options = publicPageOptions(ctx.config.siteName, 'giveaway page');
  const site = ctx.config.siteName;
  app.get<{ Params: { id: string } }>(entryPath(':id'), options, async (request, reply) => {
    return sendPage(reply, entryPage(site, await giveawayState(ctx, Number(request.params.id))));
  });
  app.post<{ Params: { id: string } }>(entryPath(':id'), options, async (request, reply) => {
    const form = { name: formField(request.body, 'name'), email: formField(request.body, 'email') };
    return sendPage(reply, entryPage(site, await enterGiveaway(ctx, Number(request.params.id), form), form));
  });
}
