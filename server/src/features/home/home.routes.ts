import type { FastifyInstance } from 'fastify';
import { homeContract } from '@console/contracts/home.contract';
import type { OrgContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { attention } from './home.service';

export function registerHomeRoutes(app: FastifyInstance, _org: OrgContext): void {
  registerCall(app, homeContract.attention, ({ ctx, operator }) => attention(ctx, operator));
}
