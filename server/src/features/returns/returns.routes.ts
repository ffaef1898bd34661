import type { FastifyInstance } from 'fastify';
import { returnsContract } from '@console/contracts/returns.contract';
import type { ShopContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { createReturn, listRecentReturns, refundReturn, searchOrder } from './returns.service';

export function registerReturnRoutes(app: FastifyInstance, ctx: ShopContext): void {
  registerCall(app, returnsContract.search, ({ query }) => searchOrder(ctx, query.value));
  registerCall(app, returnsContract.recent, () => listRecentReturns(ctx));
  registerCall(app, returnsContract.create, ({ operator, body }) => createReturn(ctx, operator.id, body));
  registerCall(app, returnsContract.refund, ({ operator, params }) => refundReturn(ctx, operator.id, params.id));
}
