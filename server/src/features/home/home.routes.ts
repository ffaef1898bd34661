import type { FastifyInstance } from 'fastify';
import { homeContract } from '@console/contracts/home.contract';
import type { ShopContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { attention } from './home.service';

export function registerHomeRoutes(app: FastifyInstance, ctx: ShopContext): void {
  registerCall(app, homeContract.attention, ({ operator }) => attention(ctx, operator));
}
