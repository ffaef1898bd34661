import type { FastifyInstance } from 'fastify';
import { giveawaysContract as contract } from '@console/contracts/giveaways.contract';
import type { ShopContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { createGiveaway, listGiveawayPage, removeGiveaway, requestGiveawayReport, updateGiveawayDetails } from './giveaways.service';

export function registerGiveawayRoutes(app: FastifyInstance, ctx: ShopContext): void {
  registerCall(app, contract.list, ({ query }) => listGiveawayPage(ctx, query));
  registerCall(app, contract.create, ({ operator, body }) => createGiveaway(ctx, operator, body));
  registerCall(app, contract.update, ({ operator, params, body }) => updateGiveawayDetails(ctx, operator, params.id, body));
  registerCall(app, contract.report, ({ operator, query }) => requestGiveawayReport(ctx, operator, query));
  registerCall(app, contract.remove, ({ operator, params }) => removeGiveaway(ctx, operator, params.id));
}
