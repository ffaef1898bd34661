import type { FastifyInstance } from 'fastify';
import { giveawaysContract as contract } from '@console/contracts/giveaways.contract';
import type { OrgContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { createGiveaway, listGiveawayPage, removeGiveaway, requestGiveawayReport, updateGiveawayDetails } from './giveaways.service';

export function registerGiveawayRoutes(app: FastifyInstance, _org: OrgContext): void {
  registerCall(app, contract.list, ({ ctx, query }) => listGiveawayPage(ctx, query));
  registerCall(app, contract.create, ({ ctx, operator, body }) => createGiveaway(ctx, operator, body));
  registerCall(app, contract.update, ({ ctx, operator, params, body }) => updateGiveawayDetails(ctx, operator, params.id, body));
  registerCall(app, contract.report, ({ ctx, operator, query }) => requestGiveawayReport(ctx, operator, query));
  registerCall(app, contract.remove, ({ ctx, operator, params }) => removeGiveaway(ctx, operator, params.id));
}
