import type { FastifyInstance } from 'fastify';
import { returnsContract } from '@console/contracts/returns.contract';
import type { OrgContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { createReturn, listRecentReturns, refundReturn, searchOrder } from './returns.service';

export function registerReturnRoutes(app: FastifyInstance, _org: OrgContext): void {
  registerCall(app, returnsContract.search, ({ ctx, query }) => searchOrder(ctx, query.value));
  registerCall(app, returnsContract.recent, ({ ctx }) => listRecentReturns(ctx));
  registerCall(app, returnsContract.create, ({ ctx, operator, body }) => createReturn(ctx, operator.id, body));
  registerCall(app, returnsContract.refund, ({ ctx, operator, params }) => refundReturn(ctx, operator.id, params.id));
}
